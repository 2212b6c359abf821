// Import transactions from a bank CSV: choose a file (read in the browser by the shared bank CSV
// reader, the one the statement import uses), map its columns and decimal mark, preview every row
// with its errors and the database's duplicate check (import_transactions in dry-run), import the
// valid rows in one database transaction with a progress bar, then a summary of imported / skipped /
// failed rows with their reasons.
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Tag, Typography, serverErrorMessage } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';
import { Table } from '@missionbase/ui/table';
import { Radio, Select } from '@missionbase/ui/forms';
import { Steps, Upload } from '@missionbase/ui/upload';
import { isImportRowStatus, useImportTransactions, type ImportResult, type ImportRowResult } from '../data/transaction-import-mutation';
import type { DecimalMark } from '../../bank-files/utils/bank-amounts';
import type { BankCsvTable } from '../../bank-files/utils/bank-csv';
import { amountsDecimalMark, columnSamples, summaryRowsNotice } from '../../bank-files/utils/bank-csv';
import type { DateFormat } from '../../bank-files/utils/bank-dates';
import { DATE_FORMATS, detectDateFormat } from '../../bank-files/utils/bank-dates';
import { BankFileError } from '../../bank-files/utils/bank-file-text';
import { MAX_IMPORT_ROWS, guessColumnMapping, mapBankRows, mappingProblems, readCsvFile, type ColumnMapping, type MappedRow } from '../utils/bank-csv';

export interface ImportTransactionsModalProps {
  open: boolean;
  organizationId: string | null;
  onClose: () => void;
}

type Step = 'file' | 'map' | 'preview' | 'import' | 'summary';
const STEPS: ReadonlyArray<{ key: Step; title: string }> = [
  { key: 'file', title: 'File' },
  { key: 'map', title: 'Columns' },
  { key: 'preview', title: 'Preview' },
  { key: 'import', title: 'Import' },
  { key: 'summary', title: 'Summary' },
];

/** A row of the preview and the summary: the file's row with what the database said about it. */
interface PreviewRow extends MappedRow {
  status: 'ready' | 'imported' | 'duplicate' | 'failed';
  reasons: string[];
}

function mergeResult(mapped: readonly MappedRow[], result: ImportResult | null): PreviewRow[] {
  // The rows sent are the valid ones, in file order: result.rows[i] answers the i-th of them.
  const answers = new Map<number, ImportRowResult>();
  if (result) {
    const sentLines = mapped.filter((row) => row.row !== null).map((row) => row.line);
    for (const answer of result.rows ?? []) {
      // An answer without its position or a status the preview knows answers no row.
      const line = answer.index === null ? undefined : sentLines[answer.index];
      if (line !== undefined && isImportRowStatus(answer.status)) answers.set(line, answer);
    }
  }
  return mapped.map((row) => {
    if (row.errors.length > 0) return { ...row, status: 'failed', reasons: row.errors };
    const answer = answers.get(row.line);
    if (!answer || !isImportRowStatus(answer.status)) return { ...row, status: 'ready', reasons: [] };
    return { ...row, status: answer.status, reasons: answer.reason ? [answer.reason] : [] };
  });
}

const STATUS_TAGS: Record<PreviewRow['status'], { color: string; label: string }> = {
  ready: { color: 'blue', label: 'Ready' },
  imported: { color: 'green', label: 'Imported' },
  duplicate: { color: 'gold', label: 'Skipped: duplicate' },
  failed: { color: 'red', label: 'Error' },
};

function ColumnSelect({ label, value, headers, optional, onChange }: { label: string; value: string | null; headers: readonly string[]; optional?: boolean; onChange: (value: string | null) => void }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200, flex: '1 1 200px' }}>
      <span>
        {label}
        {optional ? <Typography.Text type="secondary"> (optional)</Typography.Text> : null}
      </span>
      <Select
        aria-label={label}
        allowClear
        placeholder="Choose a column"
        value={value ?? undefined}
        onChange={(next?: string) => onChange(next ?? null)}
        options={headers.map((header) => ({ value: header, label: header }))}
      />
    </label>
  );
}

export function ImportTransactionsModal({ open, organizationId, onClose }: ImportTransactionsModalProps) {
  const [step, setStep] = useState<Step>('file');
  const [fileName, setFileName] = useState('');
  const [table, setTable] = useState<BankCsvTable | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [final, setFinal] = useState<ImportResult | null>(null);
  const [callError, setCallError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const timer = useRef<number | null>(null);
  const importer = useImportTransactions(organizationId);

  const mappedFile = useMemo(() => (table && mapping ? mapBankRows(table, mapping) : null), [table, mapping]);
  const mapped = useMemo(() => mappedFile?.rows ?? [], [mappedFile]);
  const leftOutNotice = mappedFile && mappedFile.leftOut > 0 ? summaryRowsNotice(mappedFile.leftOut) : null;
  const validRows = useMemo(() => mapped.flatMap((row) => (row.row ? [row.row] : [])), [mapped]);
  const preview = useMemo(() => mergeResult(mapped, final ?? checked), [mapped, checked, final]);
  const counts = useMemo(() => {
    const by = (status: PreviewRow['status']) => preview.filter((row) => row.status === status).length;
    return { ready: by('ready'), imported: by('imported'), duplicate: by('duplicate'), failed: by('failed') };
  }, [preview]);

  const reset = () => {
    setStep('file');
    setFileName('');
    setTable(null);
    setFileError(null);
    setMapping(null);
    setChecked(null);
    setFinal(null);
    setCallError(null);
    setProgress(0);
  };

  const chooseFile = async (file: File) => {
    setFileError(null);
    try {
      const read = await readCsvFile(file);
      if (read.records.length > MAX_IMPORT_ROWS) {
        setFileError(`This file has ${read.records.length.toLocaleString('en-US')} rows; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')}. Split the file.`);
        return;
      }
      setFileName(file.name);
      setTable(read);
      setMapping(guessColumnMapping(read));
      setStep('map');
    } catch (error) {
      setFileError(error instanceof BankFileError ? error.message : 'This file could not be read as CSV.');
    }
  };

  const check = async () => {
    setCallError(null);
    setChecked(null);
    setStep('preview');
    if (validRows.length === 0) return;
    try {
      setChecked(await importer.mutateAsync({ rows: validRows, dryRun: true }));
    } catch (error) {
      setCallError(serverErrorMessage(error));
    }
  };

  const runImport = async () => {
    setCallError(null);
    setStep('import');
    // One database call: the bar advances while it runs and completes when the answer arrives.
    setProgress(5);
    timer.current = window.setInterval(() => setProgress((value) => Math.min(90, value + Math.max(1, (90 - value) / 8))), 200);
    try {
      const result = await importer.mutateAsync({ rows: validRows, dryRun: false });
      setFinal(result);
      setProgress(100);
      setStep('summary');
    } catch (error) {
      setCallError(serverErrorMessage(error));
      setStep('preview');
    } finally {
      if (timer.current !== null) window.clearInterval(timer.current);
      timer.current = null;
    }
  };

  const problems = mapping ? mappingProblems(mapping) : [];
  const setColumn = (key: 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'account') => (value: string | null) =>
    setMapping((current) => {
      if (!current) return current;
      const next = { ...current, [key]: value };
      // A new date column brings its own format guess, a new amount column its decimal mark.
      if (key === 'date' && table) next.dateFormat = detectDateFormat(columnSamples(table, value));
      if ((key === 'amount' || key === 'debit' || key === 'credit') && table) next.decimalMark = amountsDecimalMark(table, [next.amount, next.debit, next.credit]);
      return next;
    });
  const toImport = checked?.ready ?? 0;
  const current = STEPS.findIndex((candidate) => candidate.key === step);

  const columns = [
    { key: 'line', title: 'Line', dataIndex: 'line', width: 64 },
    { key: 'date', title: 'Date', dataIndex: 'date', width: 110 },
    { key: 'description', title: 'Description', dataIndex: 'description' },
    { key: 'amount', title: 'Amount', dataIndex: 'amount', align: 'right' as const, width: 110 },
    ...(mapping?.account ? [{ key: 'account', title: 'Account', dataIndex: 'account', width: 110 }] : []),
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, row: PreviewRow) => (
        <div>
          <Tag color={STATUS_TAGS[row.status].color}>{STATUS_TAGS[row.status].label}</Tag>
          {row.reasons.map((reason) => (
            <div key={reason}>
              <Typography.Text type={row.status === 'failed' ? 'danger' : 'secondary'}>{reason}</Typography.Text>
            </div>
          ))}
        </div>
      ),
    },
  ];

  const footer = (() => {
    switch (step) {
      case 'file':
        return [<Button key="cancel" onClick={onClose}>Cancel</Button>];
      case 'map':
        return [
          <Button key="back" onClick={reset}>Choose another file</Button>,
          <Button key="next" type="primary" disabled={problems.length > 0} onClick={() => void check()}>
            Preview
          </Button>,
        ];
      case 'preview':
        return [
          <Button key="back" onClick={() => setStep('map')}>Back to columns</Button>,
          <Button key="import" type="primary" disabled={!checked || toImport === 0 || importer.isPending} loading={importer.isPending} onClick={() => void runImport()}>
            {`Import ${toImport} transaction${toImport === 1 ? '' : 's'}`}
          </Button>,
        ];
      case 'import':
        return [];
      case 'summary':
        return [
          <Button key="again" onClick={reset}>Import another file</Button>,
          <Button key="done" type="primary" onClick={onClose}>Done</Button>,
        ];
    }
  })();

  return (
    <Modal open={open} title="Import transactions from a bank CSV" width={960} onCancel={step === 'import' ? undefined : onClose} closable={step !== 'import'} maskClosable={false} footer={footer} destroyOnHidden>
      <Steps size="small" current={current} items={STEPS.map((candidate) => ({ title: candidate.title }))} style={{ marginBottom: 16 }} />

      {step === 'file' ? (
        <>
          <Upload.Dragger
            accept=".csv,.txt,text/csv"
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              void chooseFile(file);
              return false;
            }}
          >
            <p>Drop your bank&apos;s CSV file here, or click to choose it.</p>
            <Typography.Text type="secondary">
              A header row, then one transaction per row: date, description and an amount (or debit and credit columns). Lines above the header and summary rows at the end are skipped.
            </Typography.Text>
          </Upload.Dragger>
          {fileError ? <Alert type="error" showIcon message={fileError} style={{ marginTop: 16 }} /> : null}
        </>
      ) : null}

      {step === 'map' && table && mapping ? (
        <Flex vertical gap="middle">
          <Typography.Paragraph>
            {`${fileName}: ${table.records.length} row${table.records.length === 1 ? '' : 's'}. Which column holds what?`}
          </Typography.Paragraph>
          {leftOutNotice ? <Alert type="info" showIcon message={leftOutNotice} /> : null}
          <Flex wrap gap="middle">
            <ColumnSelect label="Date" value={mapping.date} headers={table.headers} onChange={setColumn('date')} />
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200, flex: '1 1 200px' }}>
              <span>Date format</span>
              <Select aria-label="Date format" value={mapping.dateFormat} onChange={(value: DateFormat) => setMapping({ ...mapping, dateFormat: value })} options={DATE_FORMATS.map((format) => ({ value: format, label: format }))} />
            </label>
            <ColumnSelect label="Description" value={mapping.description} headers={table.headers} onChange={setColumn('description')} />
          </Flex>
          <Radio.Group
            aria-label="Amounts"
            value={mapping.amountMode}
            onChange={(event) => setMapping({ ...mapping, amountMode: event.target.value === 'debit-credit' ? 'debit-credit' : 'single' })}
            options={[
              { value: 'single', label: 'One amount column (money out negative)' },
              { value: 'debit-credit', label: 'Debit and credit columns' },
            ]}
          />
          <Flex wrap gap="middle">
            {mapping.amountMode === 'single' ? (
              <ColumnSelect label="Amount" value={mapping.amount} headers={table.headers} onChange={setColumn('amount')} />
            ) : (
              <>
                <ColumnSelect label="Debit (money out)" value={mapping.debit} headers={table.headers} onChange={setColumn('debit')} />
                <ColumnSelect label="Credit (money in)" value={mapping.credit} headers={table.headers} onChange={setColumn('credit')} />
              </>
            )}
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200, flex: '1 1 200px' }}>
              <span>Decimal mark in amounts</span>
              <Select
                aria-label="Decimal mark in amounts"
                value={mapping.decimalMark}
                onChange={(value: DecimalMark) => setMapping({ ...mapping, decimalMark: value })}
                options={[
                  { value: '.', label: 'Point: 1,234.56' },
                  { value: ',', label: 'Comma: 1.234,56' },
                ]}
              />
            </label>
            <ColumnSelect label="Account (chart code or name)" optional value={mapping.account} headers={table.headers} onChange={setColumn('account')} />
          </Flex>
          <Typography.Text type="secondary">
            Money in becomes an Income transaction and money out an Expense; without an account they go to the organization&apos;s default (or Uncategorized) account.
          </Typography.Text>
          {problems.length > 0 ? <Alert type="info" showIcon message={problems.join(' ')} /> : null}
        </Flex>
      ) : null}

      {step === 'preview' || step === 'summary' ? (
        <Flex vertical gap="middle">
          {step === 'summary' && final ? (
            <Result
              status={(final.imported ?? 0) > 0 ? 'success' : 'warning'}
              title={`Imported ${final.imported ?? 0} transaction${final.imported === 1 ? '' : 's'}`}
              subTitle={`${counts.duplicate} skipped as duplicates, ${counts.failed} failed.`}
              style={{ padding: 16 }}
            />
          ) : null}
          {step === 'preview' ? (
            <Alert
              type={counts.failed > 0 ? 'warning' : 'info'}
              showIcon
              message={
                checked
                  ? `${counts.ready} ready to import, ${counts.duplicate} duplicate${counts.duplicate === 1 ? '' : 's'} will be skipped, ${counts.failed} with errors will not be imported.`
                  : validRows.length === 0
                    ? `No row can be imported: ${counts.failed} with errors.`
                    : 'Checking the rows against the organization’s transactions…'
              }
            />
          ) : null}
          {step === 'preview' && leftOutNotice ? <Alert type="info" showIcon message={leftOutNotice} /> : null}
          {callError ? <Alert type="error" showIcon message="The import was refused" description={callError} /> : null}
          <Table<PreviewRow>
            size="small"
            rowKey="line"
            columns={columns}
            dataSource={step === 'summary' ? preview.filter((row) => row.status !== 'imported') : preview}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: true }}
            locale={{ emptyText: 'Every row was imported.' }}
          />
        </Flex>
      ) : null}

      {step === 'import' ? (
        <Flex vertical gap="middle" align="center" style={{ padding: 24 }}>
          <Typography.Text>{`Importing ${validRows.length} row${validRows.length === 1 ? '' : 's'} in one transaction…`}</Typography.Text>
          <Progress percent={Math.round(progress)} status="active" aria-label="Import progress" style={{ width: '100%' }} />
        </Flex>
      ) : null}
    </Modal>
  );
}
