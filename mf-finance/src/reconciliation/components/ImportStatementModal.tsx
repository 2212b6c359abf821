// Import the bank statement: choose a CSV, OFX, QFX or CAMT.053 file; the format is read
// from the content and the text from its bytes (UTF-8 or Windows-1252, whatever the header says);
// a file with several accounts asks which one; a CSV's columns are mapped (remembered per
// account). The preview shows what the file says and warns before anything is written: a
// currency other than the books' refuses the import, lines dated far outside the statement period
// are listed and left out unless the user includes them, a running balance or closing balance
// that does not agree is shown. The lines are checked again by the database and imported all or
// nothing (lines already imported for the account are skipped and counted).
import { useState } from 'react';
import { activeOrganizationAtom, organizationDataAtom, useSessionValue } from '@missionbase/session';
import { Alert, Button, Flex, Modal, Typography, formatMoney, serverErrorMessage, useToast } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Checkbox, Form, Radio, Select } from '@missionbase/ui/forms';
import { DATE_FORMATS } from '../../bank-files/utils/bank-dates';
import { BankFileError, readBankFileText } from '../../bank-files/utils/bank-file-text';
import type { ReconciliationSummary } from '../data/reconciliation-detail-query';
import { useImportStatementLines } from '../data/statement-import-mutation';
import { useStatementMapping } from '../data/statement-mapping-query';
import { useSaveStatementMapping } from '../data/statement-mapping-save-mutation';
import { detectStatementFormat } from '../utils/detect-statement-format';
import type { BankCsvTable } from '../../bank-files/utils/bank-csv';
import type { StatementCsvMapping } from '../utils/parse-csv';
import type { ParsedStatement, StatementFile, StatementFormat } from '../utils/statement';
import { maskAccountId } from '../utils/statement';
import { FAR_FROM_PERIOD_DAYS, currencyProblem, linesFarFromPeriod } from '../utils/statement-checks';

/** The columns of a CSV mapping that a bank's file may leave out. */
type OptionalColumn = 'debit' | 'credit' | 'description' | 'payee' | 'bankId' | 'balance';

const FORMAT_LABELS: Record<StatementFormat, string> = { csv: 'CSV', ofx: 'OFX', qfx: 'QFX (Quicken)', camt053: 'CAMT.053 (ISO 20022)' };

export interface ImportStatementModalProps {
  open: boolean;
  organizationId: string | null;
  summary: ReconciliationSummary;
  onClose: () => void;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'csv'; table: BankCsvTable; mapping: StatementCsvMapping; fileName: string }
  | { kind: 'pick'; file: StatementFile; choice: number; fileName: string }
  | { kind: 'ready'; parsed: ParsedStatement; fileName: string };

/** The currency the organization keeps its books in, once its settings are loaded. */
function useBooksCurrency(organizationId: string | null): string | null {
  const active = useSessionValue(activeOrganizationAtom);
  const bundle = useSessionValue(organizationDataAtom);
  const settings = bundle?.organization_settings ?? null;
  return organizationId !== null && active?.id === organizationId && settings?.organization_id === organizationId ? settings.currency : null;
}

function accountLabel(statement: ParsedStatement): string {
  const lines = statement.lines.length;
  return `${maskAccountId(statement.accountId)} · ${statement.currency ?? 'currency not stated'} · ${lines} ${lines === 1 ? 'transaction' : 'transactions'}`;
}

function statementProblem(error: unknown): string {
  return error instanceof BankFileError ? error.message : 'This file could not be read. Nothing was imported.';
}

// Mounted only while open, so each import starts from the file choice.
export function ImportStatementModal(props: ImportStatementModalProps) {
  return props.open ? <ImportStatementDialog {...props} /> : null;
}

function ImportStatementDialog({ organizationId, summary, onClose }: ImportStatementModalProps) {
  const toast = useToast();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const remembered = useStatementMapping(organizationId, summary.account_id ?? undefined);
  const saveMapping = useSaveStatementMapping(organizationId, summary.account_id ?? undefined);
  const importLines = useImportStatementLines(organizationId);
  const booksCurrency = useBooksCurrency(organizationId);
  const [includeFar, setIncludeFar] = useState(false);

  const showFile = (file: StatementFile, fileName: string) => {
    setIncludeFar(false);
    if (file.statements.length > 1) setStep({ kind: 'pick', file, choice: Math.max(0, file.statements.findIndex((s) => s.lines.length > 0)), fileName });
    else if (file.statements[0]) setStep({ kind: 'ready', parsed: file.statements[0], fileName });
  };

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setReading(true);
    try {
      const content = await readBankFileText(file);
      const format = detectStatementFormat(file.name, content);
      if (format === 'csv') {
        const [{ readBankCsv }, { guessStatementMapping }] = await Promise.all([import('../../bank-files/utils/bank-csv'), import('../utils/parse-csv')]);
        const table = await readBankCsv(content);
        setStep({ kind: 'csv', table, mapping: guessStatementMapping(table, remembered.data ?? null), fileName: file.name });
      } else if (format === 'camt053') {
        const { parseCamt053 } = await import('../utils/parse-camt053');
        showFile(await parseCamt053(content), file.name);
      } else {
        const { parseOfx } = await import('../utils/parse-ofx');
        showFile(await parseOfx(content, format), file.name);
      }
    } catch (error) {
      setStep({ kind: 'choose' });
      setProblem(statementProblem(error));
    } finally {
      setReading(false);
    }
  };

  const handleMapped = async () => {
    if (step.kind !== 'csv') return;
    try {
      const { csvStatementLines } = await import('../utils/parse-csv');
      const parsed = csvStatementLines(step.table, step.mapping);
      setProblem(null);
      showFile(parsed, step.fileName);
      // Remembered for this account's next statement (a failure here does not stop the import).
      saveMapping.mutate(step.mapping);
    } catch (error) {
      setProblem(statementProblem(error));
    }
  };

  const handleImport = async () => {
    if (step.kind !== 'ready' || blocked) return;
    try {
      const result = await importLines.mutateAsync({
        reconciliationId: summary.id,
        format: step.parsed.format,
        lines: toImport,
        currency: step.parsed.currency,
        farDatesConfirmed: includeFar && far.length > 0,
      });
      toast({
        title: 'Statement imported',
        description:
          result.skipped > 0
            ? `${result.imported} lines imported; ${result.skipped} already imported ${result.skipped === 1 ? 'was' : 'were'} skipped.`
            : `${result.imported} lines imported.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setProblem(serverErrorMessage(error));
    }
  };

  const setMapping = (patch: Partial<StatementCsvMapping>) => {
    if (step.kind === 'csv') setStep({ ...step, mapping: { ...step.mapping, ...patch } });
  };
  const columnOptions = step.kind === 'csv' ? step.table.headers.map((h) => ({ value: h, label: h })) : [];
  /** A column the file may or may not have: chosen from the file's headers, or cleared. */
  const optionalColumn = (field: OptionalColumn, id: string, label: string) => (
    <Form.Item label={label} htmlFor={id}>
      <Select
        id={id}
        allowClear
        options={columnOptions}
        value={step.kind === 'csv' ? step.mapping[field] : null}
        onChange={(value: string | undefined) => setMapping({ [field]: value ?? null })}
      />
    </Form.Item>
  );
  const lines = step.kind === 'ready' ? step.parsed.lines : [];
  const firstDate = lines.reduce<string | null>((min, l) => (min && min < l.date ? min : l.date), null);
  const lastDate = lines.reduce<string | null>((max, l) => (max && max > l.date ? max : l.date), null);
  const far = linesFarFromPeriod(lines, summary.statement_start_date, summary.statement_end_date);
  const toImport = includeFar ? lines : lines.filter((l) => !far.includes(l));
  const currencyRefusal = step.kind === 'ready' ? currencyProblem(step.parsed.currency, booksCurrency) : null;
  const blocked = currencyRefusal !== null || toImport.length === 0;
  // No end date: no line is after it. Lines far outside are counted in their own warning.
  const end = summary.statement_end_date;
  const outside = end === null ? 0 : toImport.filter((l) => l.date > end && !far.includes(l)).length;

  const footer =
    step.kind === 'csv' ? (
      <Flex gap="small" justify="end">
        <Button onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>
        <Button type="primary" onClick={() => void handleMapped()}>Read the lines</Button>
      </Flex>
    ) : step.kind === 'pick' ? (
      <Flex gap="small" justify="end">
        <Button onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>
        <Button
          type="primary"
          disabled={(step.file.statements[step.choice]?.lines.length ?? 0) === 0}
          onClick={() => {
            const chosen = step.file.statements[step.choice];
            if (chosen) setStep({ kind: 'ready', parsed: chosen, fileName: step.fileName });
          }}
        >
          Use this account
        </Button>
      </Flex>
    ) : step.kind === 'ready' ? (
      <Flex gap="small" justify="end">
        <Button onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>
        <Button type="primary" disabled={blocked} loading={importLines.isPending} onClick={() => void handleImport()}>
          Import {toImport.length} lines
        </Button>
      </Flex>
    ) : (
      <Button onClick={onClose}>Cancel</Button>
    );

  return (
    <Modal open title="Import the bank statement" onCancel={onClose} footer={footer} destroyOnHidden width={640}>
      {problem ? <Alert type="error" showIcon message="The statement was not imported" description={problem} style={{ marginBottom: 12 }} /> : null}
      {step.kind === 'choose' ? (
        <>
          <Typography.Paragraph>
            Choose the statement file your bank exports: CSV, OFX, QFX (Quicken) or CAMT.053 (ISO 20022 XML). Lines already imported for this account are recognised and skipped.
          </Typography.Paragraph>
          <label htmlFor="statement-file" style={{ display: 'block', marginBottom: 8 }}>Statement file</label>
          <input id="statement-file" type="file" accept=".csv,.txt,.ofx,.qfx,.xml" disabled={reading} onChange={(event) => void handleFile(event.target.files?.[0])} />
        </>
      ) : null}
      {step.kind === 'csv' ? (
        <Form layout="vertical">
          <Typography.Paragraph>
            {step.fileName}: {step.table.records.length} rows. Which column holds what? {remembered.data ? 'The mapping used last time for this account is filled in.' : ''}
          </Typography.Paragraph>
          <Form.Item label="Date" htmlFor="map-date">
            <Select id="map-date" options={columnOptions} value={step.mapping.date} onChange={(value: string) => setMapping({ date: value })} />
          </Form.Item>
          <Form.Item label="Date format" htmlFor="map-date-format">
            <Select id="map-date-format" options={DATE_FORMATS.map((f) => ({ value: f, label: f }))} value={step.mapping.dateFormat} onChange={(value: StatementCsvMapping['dateFormat']) => setMapping({ dateFormat: value })} />
          </Form.Item>
          <Form.Item label="Amounts" htmlFor="map-amount-mode">
            <Select
              id="map-amount-mode"
              options={[{ value: 'single', label: 'One signed amount column' }, { value: 'debit-credit', label: 'Money out and money in columns' }]}
              value={step.mapping.amountMode}
              onChange={(value: StatementCsvMapping['amountMode']) => setMapping({ amountMode: value })}
            />
          </Form.Item>
          {step.mapping.amountMode === 'single' ? (
            <Form.Item label="Amount" htmlFor="map-amount">
              <Select id="map-amount" options={columnOptions} value={step.mapping.amount} onChange={(value: string) => setMapping({ amount: value })} />
            </Form.Item>
          ) : (
            <>
              {optionalColumn('debit', 'map-debit', 'Money out (debit)')}
              {optionalColumn('credit', 'map-credit', 'Money in (credit)')}
            </>
          )}
          {optionalColumn('description', 'map-description', 'Description')}
          {optionalColumn('payee', 'map-payee', 'Payee (optional)')}
          {optionalColumn('bankId', 'map-bank-id', 'Bank reference (optional: recognises lines imported twice)')}
          {optionalColumn('balance', 'map-balance', 'Running balance (optional: checked against the amounts)')}
          <Form.Item label="Decimal mark in amounts" htmlFor="map-decimal">
            <Select
              id="map-decimal"
              options={[{ value: '.', label: 'Point: 1,234.56' }, { value: ',', label: 'Comma: 1.234,56' }]}
              value={step.mapping.decimalMark}
              onChange={(value: StatementCsvMapping['decimalMark']) => setMapping({ decimalMark: value })}
            />
          </Form.Item>
        </Form>
      ) : null}
      {step.kind === 'pick' ? (
        <>
          <Typography.Paragraph>{step.fileName} holds statements of {step.file.statements.length} accounts. Which account is this reconciliation's?</Typography.Paragraph>
          <Radio.Group
            aria-label="Account in the file"
            value={step.choice}
            onChange={(event) => setStep({ ...step, choice: Number(event.target.value) })}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {step.file.statements.map((statement, index) => (
              <Radio key={`${statement.accountId ?? ''}-${index}`} value={index} disabled={statement.lines.length === 0}>
                {accountLabel(statement)}
              </Radio>
            ))}
          </Radio.Group>
        </>
      ) : null}
      {step.kind === 'ready' ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'file', label: 'File', children: `${step.fileName} (${FORMAT_LABELS[step.parsed.format]})` },
              ...(step.parsed.accountId || step.parsed.currency ? [{ key: 'account', label: 'Account', children: `${step.parsed.accountId ? maskAccountId(step.parsed.accountId) : ''}${step.parsed.accountId && step.parsed.currency ? ' · ' : ''}${step.parsed.currency ?? ''}` }] : []),
              { key: 'lines', label: 'Transactions', children: `${lines.length}, ${firstDate ?? ''} to ${lastDate ?? ''}` },
              ...(step.parsed.closingBalance
                ? [{ key: 'balance', label: 'Closing balance in the file', children: `${formatMoney(step.parsed.closingBalance)}${step.parsed.endDate ? ` on ${step.parsed.endDate}` : ''}` }]
                : []),
            ]}
          />
          {currencyRefusal ? <Alert style={{ marginTop: 12 }} type="error" showIcon message="This statement cannot be imported" description={currencyRefusal} /> : null}
          {step.parsed.warnings.map((warning) => (
            <Alert key={warning} style={{ marginTop: 12 }} type="warning" showIcon message={warning} />
          ))}
          {far.length > 0 ? (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              message={`${far.length} ${far.length === 1 ? 'line is' : 'lines are'} dated more than ${FAR_FROM_PERIOD_DAYS} days outside this statement (${summary.statement_start_date ?? ''} to ${summary.statement_end_date ?? ''}).`}
              description={
                <>
                  <ul aria-label="Lines far outside the statement period" style={{ margin: '4px 0 8px', paddingLeft: 18 }}>
                    {far.slice(0, 10).map((line, index) => (
                      <li key={`${line.date}-${index}`}>
                        {line.date} · {line.payee ?? line.description} · {formatMoney(line.amount)}
                      </li>
                    ))}
                    {far.length > 10 ? <li>and {far.length - 10} more</li> : null}
                  </ul>
                  <Checkbox checked={includeFar} onChange={(event) => setIncludeFar(event.target.checked)}>
                    Import {far.length === 1 ? 'this line' : 'these lines'} too (otherwise {far.length === 1 ? 'it is' : 'they are'} left out)
                  </Checkbox>
                </>
              }
            />
          ) : null}
          {step.parsed.closingBalance && Number(step.parsed.closingBalance) !== Number(summary.ending_balance) ? (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              message={`The file's closing balance (${formatMoney(step.parsed.closingBalance)}) differs from this reconciliation's ending balance (${formatMoney(summary.ending_balance)}). Check the statement end date and balance.`}
            />
          ) : null}
          {outside > 0 ? (
            <Alert style={{ marginTop: 12 }} type="info" showIcon message={`${outside} lines are dated after the statement end (${summary.statement_end_date ?? ''}); they are imported but belong to the next statement.`} />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
