// QuickBooks Desktop's IIF export (File > Utilities > Export > Lists to IIF Files, and transaction
// IIF files): tab-separated rows, each starting with a keyword. A row whose keyword starts with "!"
// names the columns of the rows with that keyword below it (!ACCNT, !CUST, !VEND, !CLASS, !TRNS,
// !SPL). Accounts have full names with colons ("Utilities:Electric") and their number in ACCNUM;
// a transaction is a TRNS row, its SPL rows and ENDTRNS, AMOUNT positive for a debit. A file that
// ends inside a transaction was cut short and is refused. Other lists (items, terms, employees) are
// not part of a move and are passed over.
import type { ContactKind } from '../../model/import-model';
import type { JournalDraft } from '../../read/import-sink';
import type { SourceFormat } from '../../read/source-format';
import { accountKey, parseAccountLabel } from '../../read/account-names';
import { accountCategory } from '../../read/account-categories';
import { splitAddress } from '../../read/addresses';
import { lineAmountSigned } from '../../read/line-amounts';
import { isBlankRow, transactionWords, yesNo } from '../../read/report-table';

const LISTS_PASSED_OVER = new Set(['HDR', 'INVITEM', 'TERMS', 'EMP', 'OTHERNAME', 'CTYPE', 'VTYPE', 'SHIPMETH', 'PAYMETH', 'INVMEMO', 'BUD', 'TODO', 'TIMERHDR', 'TIMEACT', 'PAYITEM', 'QBPEMPLOYEE', 'SALESREP', 'CUSTITEMDICT', 'CUSTNAMEDICT', 'PRICELEVEL']);

interface OpenTransaction {
  line: number;
  key: string;
  description: string;
  lines: JournalDraft[];
  bad: boolean;
}

export const qbdIif: SourceFormat = {
  id: 'qbd-iif',
  source: 'QuickBooks Desktop',
  title: 'IIF lists and transactions',
  detect(sample, context) {
    const first = sample.find((row) => !isBlankRow(row));
    if (!first || !/^!(?:HDR|ACCNT|TRNS|CUST|VEND|CLASS|OTHERNAME|EMP|INVITEM)\b/i.test((first[0] ?? '').trim())) return null;
    return { score: 10 + (context.kind === 'IIF' ? 2 : 0), headerIndex: -1 };
  },
  open({ sink }) {
    // IIF dates are month first, as QuickBooks documents them; the values still decide when they can.
    sink.dateHint('mdy');
    const columns = new Map<string, string[]>();
    const numbers = new Map<string, string>();
    let open: OpenTransaction | null = null;
    const fieldOf = (keyword: string, cells: readonly string[]) => {
      const names = columns.get(keyword) ?? [];
      return (field: string): string => {
        const index = names.indexOf(field);
        return index < 0 ? '' : (cells[index] ?? '').trim();
      };
    };
    const keyOf = (fullName: string) => numbers.get(fullName) ?? accountKey(parseAccountLabel(fullName, { numberPrefix: false }));
    const close = () => {
      if (open && !open.bad) sink.journalEntry(open.lines, open.description);
      open = null;
    };
    const postingLine = (field: (name: string) => string, line: number) => {
      if (!open) return;
      const account = field('ACCNT');
      const amount = lineAmountSigned(field('AMOUNT'));
      if ('invalid' in amount) {
        sink.problem(line, `${open.description} has the amount “${amount.invalid}”, which is not a number, so none of its lines were taken.`);
        open.bad = true;
        return;
      }
      if ('zero' in amount) return;
      if (account === '') {
        sink.problem(line, `${open.description} has a line without an account, so none of its lines were taken.`);
        open.bad = true;
        return;
      }
      const className = field('CLASS');
      open.lines.push({
        entry_key: open.key,
        date: field('DATE') || (open.lines[0]?.date ?? ''),
        account_key: keyOf(account),
        dimension_key: className ? sink.dimensionPath('class', className) : null,
        contact_key: field('NAME') || null,
        memo: field('MEMO') || null,
        reference: field('DOCNUM') || null,
        debit: amount.debit,
        credit: amount.credit,
        source_line: line,
      });
    };
    const contact = (kind: ContactKind, field: (name: string) => string, addressFields: readonly string[]) => {
      const name = field('NAME');
      if (name === '') return;
      const company = field('COMPANYNAME');
      // The first address line is often the name again.
      const lines = addressFields.map(field).filter((text, index) => !(index === 0 && (text === name || (company !== '' && text === company))));
      sink.contact({
        source_key: name,
        kind,
        name,
        email: field('EMAIL') || null,
        phone: field('PHONE1') || null,
        ...splitAddress(lines),
        tax_id: field('TAXID') || null,
        is_1099: kind === 'vendor' ? yesNo(field('1099')) : null,
      });
    };
    return {
      row(cells, line) {
        if (isBlankRow(cells)) return;
        const keyword = (cells[0] ?? '').trim().toUpperCase();
        if (keyword.startsWith('!')) {
          columns.set(keyword.slice(1), cells.map((cell) => cell.trim().toUpperCase()));
          return;
        }
        if (LISTS_PASSED_OVER.has(keyword)) return;
        if (!columns.has(keyword)) {
          sink.problem(line, `This row starts with “${cells[0] ?? ''}”, but no “!${keyword}” row above it names its columns, so it was not taken.`);
          return;
        }
        const field = fieldOf(keyword, cells);
        switch (keyword) {
          case 'ACCNT': {
            const name = field('NAME');
            const sourceType = field('ACCNTTYPE');
            if (sourceType.toUpperCase() === 'NONPOSTING') {
              sink.problem(line, `The account “${name}” is a non-posting account (estimates, purchase orders), which holds no balance, so it was not taken.`);
              return;
            }
            const category = accountCategory(sourceType);
            if (!category) {
              sink.problem(line, `The account “${name}” has the type “${sourceType}”, which is not an IIF account type, so it was not taken.`);
              return;
            }
            const label = parseAccountLabel(name, { numberPrefix: false });
            const number = field('ACCNUM') || null;
            if (number) numbers.set(label.full_name, number);
            sink.account({ label, source_type: sourceType, category, is_active: field('HIDDEN').toUpperCase() !== 'Y', description: field('DESC') || null }, number);
            return;
          }
          case 'CLASS':
            if (field('NAME') !== '') sink.dimensionPath('class', field('NAME'));
            return;
          case 'CUST':
            contact('customer', field, ['BADDR1', 'BADDR2', 'BADDR3', 'BADDR4', 'BADDR5']);
            return;
          case 'VEND':
            contact('vendor', field, ['ADDR1', 'ADDR2', 'ADDR3', 'ADDR4', 'ADDR5']);
            return;
          case 'TRNS': {
            if (open) {
              const previous: OpenTransaction = open;
              sink.problem(previous.line, `${previous.description} has no ENDTRNS row before the next transaction, so none of its lines were taken.`);
              open = null;
            }
            const id = field('TRNSID');
            open = { line, key: id ? `T${id}` : `L${line}`, description: transactionWords(field('TRNSTYPE').toLowerCase(), field('DOCNUM'), field('DATE')), lines: [], bad: false };
            postingLine(field, line);
            return;
          }
          case 'SPL':
            if (!open) {
              sink.problem(line, 'This SPL row is not inside a transaction (no TRNS row before it), so it was not taken.');
              return;
            }
            postingLine(field, line);
            return;
          case 'ENDTRNS':
            close();
            return;
          default:
            return;
        }
      },
      end() {
        if (open) {
          const cut: OpenTransaction = open;
          sink.refuse(`This IIF file ends inside a transaction (the TRNS on row ${cut.line} has no ENDTRNS): it was cut short. Export it from QuickBooks Desktop again.`);
        }
      },
    };
  },
};
