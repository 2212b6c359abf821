// The food bank's bank reconciliations of Cash - Operating: the last three months
// finished (each statement's lines are the ledger's cash lines as the bank cleared them, a day or
// a few later, plus the monthly service fee, recorded and matched), and this month's statement in
// progress with a few lines still to match and the fee still to record, so the screen has work to
// show. Written with owner rights straight into the tables (the RPCs need a signed-in member),
// in a handful of set-based statements; every figure is consistent: each finished statement's
// ending balance is its opening plus its lines, so its difference is zero.
import type { OrganizationContext } from '../organization-context.ts';
import { account } from '../organization-context.ts';
import { isoDate } from '../random.ts';

const FEE = '15.00';
const FEE_DESCRIPTION = 'Monthly service fee';

function monthStart(date: Date, monthsBack: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

function monthEnd(date: Date, monthsBack: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack + 1, 0));
}

export async function seedReconciliation(ctx: OrganizationContext, userId: string): Promise<void> {
  const { client, organizationId: org } = ctx;
  const cash = account(ctx, '1010');
  const feeAccount = account(ctx, '6600');
  const periods = [3, 2, 1].map((back) => ({ start: isoDate(monthStart(ctx.today, back)), end: isoDate(monthEnd(ctx.today, back)), finished: true }));
  periods.push({ start: isoDate(monthStart(ctx.today, 0)), end: isoDate(ctx.today), finished: false });
  const first = periods[0];
  if (!first) return;

  // The bank's monthly fee of each finished month, recorded as the bookkeeper did when reconciling.
  for (const period of periods.filter((p) => p.finished)) {
    await client.query(
      `insert into public.transactions (organization_id, date, description, account_id, type, amount, notes, created_by)
       values ($1, $2, $3, $4, 'Expense', $5, 'Created from a bank statement line during reconciliation', $6)`,
      [org, period.end, FEE_DESCRIPTION, feeAccount, FEE, userId],
    );
  }

  // The account's cash lines from the first statement on (an entry and its reversal never reached
  // the bank), each with the day the bank cleared it: deposits the next day or two, payments up to
  // four days later (checks), the fee and payroll's direct deposits on their day. Deterministic
  // from the line's content. The payroll paid on the first puts a line on this month's statement
  // from its first day on, so the statement in progress always has lines waiting for a match.
  await client.query(`drop table if exists pg_temp.seed_recon_lines`);
  await client.query(
    `create temporary table seed_recon_lines as
     select l.id as line_id, l.journal_entry_id as entry_id, e.entry_date, l.debit - l.credit as amount,
            coalesce(nullif(l.description, ''), e.description) as description, gen_random_uuid() as statement_line_id,
            case when e.description = $4 or e.source_type = 'payroll_run' then e.entry_date
                 when l.debit > 0 then e.entry_date + 1 + abs(hashtext(e.description || e.entry_date::text || (l.debit - l.credit)::text)) % 2
                 else e.entry_date + abs(hashtext(e.description || e.entry_date::text || (l.debit - l.credit)::text)) % 5 end as bank_date
     from public.journal_entry_lines l
     join public.journal_entries e on e.id = l.journal_entry_id
     where l.organization_id = $1 and l.account_id = $2 and e.status = 'posted' and e.entry_date >= $3::date
       and e.reverses_entry_id is null
       and not exists (select 1 from public.journal_entries rv where rv.reverses_entry_id = e.id)`,
    [org, cash, first.start, FEE_DESCRIPTION],
  );

  let opening: string = (
    await client.query<{ balance: string }>(
      `select coalesce(sum(l.debit - l.credit), 0)::text as balance from public.journal_entry_lines l
       join public.journal_entries e on e.id = l.journal_entry_id
       where l.organization_id = $1 and l.account_id = $2 and e.status = 'posted' and e.entry_date < $3::date`,
      [org, cash, first.start],
    )
  ).rows[0]?.balance ?? '0';

  for (const period of periods) {
    // This month's fee is on the statement but not yet in the books: the demo's "create from line".
    const extra = period.finished ? '0' : `-${FEE}`;
    const { rows } = await client.query<{ id: string; ending: string }>(
      `insert into public.bank_reconciliations (organization_id, account_id, statement_start_date, statement_end_date, opening_balance, ending_balance,
                                                status, created_by, created_at, finished_by, finished_at)
       select $1, $2, $3::date, $4::date, $5::numeric,
              $5::numeric + $6::numeric + coalesce((select sum(x.amount) from seed_recon_lines x where x.bank_date between $3::date and $4::date), 0),
              case when $7 then 'finished' else 'in_progress' end, $8, least(($4::date + 1)::timestamptz + interval '9 hours', now()),
              case when $7 then $8::uuid end, case when $7 then least(($4::date + 2)::timestamptz + interval '15 hours', now()) end
       returning id, ending_balance::text as ending`,
      [org, cash, period.start, period.end, opening, extra, period.finished, userId],
    );
    const reconciliation = rows[0];
    if (!reconciliation) throw new Error('the reconciliation was not written');
    await client.query(
      `insert into public.bank_statement_lines (id, organization_id, reconciliation_id, account_id, line_date, amount, payee, description, bank_transaction_id, source_format, line_number)
       select x.statement_line_id, $1, $2, $3, x.bank_date, x.amount, null, upper(x.description),
              'FIT' || to_char(x.bank_date, 'YYYYMMDD') || lpad((row_number() over (order by x.bank_date, x.amount, x.description))::text, 4, '0'),
              'ofx', row_number() over (order by x.bank_date, x.amount, x.description)
       from seed_recon_lines x where x.bank_date between $4::date and $5::date`,
      [org, reconciliation.id, cash, period.start, period.end],
    );
    if (!period.finished) {
      await client.query(
        `insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, payee, description, bank_transaction_id, source_format, line_number)
         values ($1, $2, $3, $4, -$5::numeric, 'HARBOR SAVINGS BANK', 'MONTHLY SERVICE FEE', 'FIT' || to_char($4::date, 'YYYYMMDD') || '9999', 'ofx', 9999)`,
        [org, reconciliation.id, cash, period.end, FEE],
      );
    }
    // Finished: every line matched. In progress: all but the last few, which the screen suggests.
    await client.query(
      `insert into public.bank_statement_matches (organization_id, reconciliation_id, statement_line_id, journal_entry_line_id, journal_entry_id, amount, method, created_by)
       select $1, $2, x.statement_line_id, x.line_id, x.entry_id, x.amount,
              case when x.description = $6 then 'created' else 'suggested' end, $7
       from (select x.*, row_number() over (order by x.bank_date desc, x.amount) as from_last from seed_recon_lines x
             where x.bank_date between $3::date and $4::date) x
       where $5 or x.from_last > 4`,
      [org, reconciliation.id, period.start, period.end, period.finished, FEE_DESCRIPTION, userId],
    );
    opening = reconciliation.ending;
  }
  await client.query(`drop table if exists pg_temp.seed_recon_lines`);
  // The operating account's CSV columns, remembered from the bookkeeper's last CSV statement
  // (Coastal Credit Union's export: posting date, description, debit and credit, reference).
  const mapping = { date: 'Posting Date', amountMode: 'debit-credit', amount: null, debit: 'Debit', credit: 'Credit', description: 'Description', payee: null, bankId: 'Reference', dateFormat: 'MM/DD/YYYY' };
  await client.query('insert into public.bank_statement_mappings (organization_id, account_id, mapping) values ($1, $2, $3)', [org, cash, JSON.stringify(mapping)]);
}
