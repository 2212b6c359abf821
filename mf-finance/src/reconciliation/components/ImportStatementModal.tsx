// Import the bank statement: choose a CSV, OFX, QFX or CAMT.053 file; the format is read
// from the content; a CSV's columns are mapped (remembered per account); the lines are checked
// here and again by the database, and imported all or nothing (lines already imported for the
// account are skipped and counted). A bad file is refused in plain words and nothing is imported.
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography, formatMoney, serverErrorMessage, useToast } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Form, Select } from '@missionbase/ui/forms';
import { DATE_FORMATS } from '../../transactions/utils/bank-csv';
import type { ReconciliationSummary } from '../data/reconciliation-detail-query';
import { useImportStatementLines } from '../data/statement-import-mutation';
import { useStatementMapping } from '../data/statement-mapping-query';
import { useSaveStatementMapping } from '../data/statement-mapping-save-mutation';
import { detectStatementFormat } from '../utils/detect-statement-format';
import type { CsvStatementTable, StatementCsvMapping } from '../utils/parse-csv';
import type { ParsedStatement, StatementFormat } from '../utils/statement';
import { StatementFileError } from '../utils/statement';

const FORMAT_LABELS: Record<StatementFormat, string> = { csv: 'CSV', ofx: 'OFX', qfx: 'QFX (Quicken)', camt053: 'CAMT.053 (ISO 20022)' };

export interface ImportStatementModalProps {
  open: boolean;
  organizationId: string | null;
  summary: ReconciliationSummary;
  onClose: () => void;
}

type Step = { kind: 'choose' } | { kind: 'csv'; table: CsvStatementTable; mapping: StatementCsvMapping; fileName: string } | { kind: 'ready'; parsed: ParsedStatement; fileName: string };

function statementProblem(error: unknown): string {
  return error instanceof StatementFileError ? error.message : 'This file could not be read. Nothing was imported.';
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

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setReading(true);
    try {
      const content = await file.text();
      const format = detectStatementFormat(file.name, content);
      if (format === 'csv') {
        const { readCsvStatement, guessStatementMapping } = await import('../utils/parse-csv');
        const table = await readCsvStatement(content);
        setStep({ kind: 'csv', table, mapping: guessStatementMapping(table, remembered.data ?? null), fileName: file.name });
      } else if (format === 'camt053') {
        const { parseCamt053 } = await import('../utils/parse-camt053');
        setStep({ kind: 'ready', parsed: await parseCamt053(content), fileName: file.name });
      } else {
        const { parseOfx } = await import('../utils/parse-ofx');
        setStep({ kind: 'ready', parsed: await parseOfx(content, format), fileName: file.name });
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
      setStep({ kind: 'ready', parsed, fileName: step.fileName });
      // Remembered for this account's next statement (a failure here does not stop the import).
      saveMapping.mutate(step.mapping);
    } catch (error) {
      setProblem(statementProblem(error));
    }
  };

  const handleImport = async () => {
    if (step.kind !== 'ready') return;
    try {
      const result = await importLines.mutateAsync({ reconciliationId: summary.id, format: step.parsed.format, lines: step.parsed.lines });
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
  const lines = step.kind === 'ready' ? step.parsed.lines : [];
  const firstDate = lines.reduce<string | null>((min, l) => (min && min < l.date ? min : l.date), null);
  const lastDate = lines.reduce<string | null>((max, l) => (max && max > l.date ? max : l.date), null);
  // No end date: no line is after it.
  const end = summary.statement_end_date;
  const outside = end === null ? 0 : lines.filter((l) => l.date > end).length;

  const footer =
    step.kind === 'csv' ? (
      <Flex gap="small" justify="end">
        <Button onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>
        <Button type="primary" onClick={() => void handleMapped()}>Read the lines</Button>
      </Flex>
    ) : step.kind === 'ready' ? (
      <Flex gap="small" justify="end">
        <Button onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>
        <Button type="primary" loading={importLines.isPending} onClick={() => void handleImport()}>
          Import {lines.length} lines
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
              <Form.Item label="Money out (debit)" htmlFor="map-debit">
                <Select id="map-debit" allowClear options={columnOptions} value={step.mapping.debit} onChange={(value: string | undefined) => setMapping({ debit: value ?? null })} />
              </Form.Item>
              <Form.Item label="Money in (credit)" htmlFor="map-credit">
                <Select id="map-credit" allowClear options={columnOptions} value={step.mapping.credit} onChange={(value: string | undefined) => setMapping({ credit: value ?? null })} />
              </Form.Item>
            </>
          )}
          <Form.Item label="Description" htmlFor="map-description">
            <Select id="map-description" allowClear options={columnOptions} value={step.mapping.description} onChange={(value: string | undefined) => setMapping({ description: value ?? null })} />
          </Form.Item>
          <Form.Item label="Payee (optional)" htmlFor="map-payee">
            <Select id="map-payee" allowClear options={columnOptions} value={step.mapping.payee} onChange={(value: string | undefined) => setMapping({ payee: value ?? null })} />
          </Form.Item>
          <Form.Item label="Bank reference (optional: recognises lines imported twice)" htmlFor="map-bank-id">
            <Select id="map-bank-id" allowClear options={columnOptions} value={step.mapping.bankId} onChange={(value: string | undefined) => setMapping({ bankId: value ?? null })} />
          </Form.Item>
        </Form>
      ) : null}
      {step.kind === 'ready' ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'file', label: 'File', children: `${step.fileName} (${FORMAT_LABELS[step.parsed.format]})` },
              { key: 'lines', label: 'Transactions', children: `${lines.length}, ${firstDate ?? ''} to ${lastDate ?? ''}` },
              ...(step.parsed.closingBalance
                ? [{ key: 'balance', label: 'Closing balance in the file', children: `${formatMoney(step.parsed.closingBalance)}${step.parsed.endDate ? ` on ${step.parsed.endDate}` : ''}` }]
                : []),
            ]}
          />
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
