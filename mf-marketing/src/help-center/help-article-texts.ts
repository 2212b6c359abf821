// The answer and search keywords of each Help Center article, by article id (help-article-index.ts
// lists the articles). Loaded by the page only when a visitor searches or opens an article.

export interface HelpArticleText {
  body: string;
  keywords: readonly string[];
}

export const HELP_ARTICLE_TEXTS: Readonly<Record<string, HelpArticleText>> = {
  'set-up-organization': {
    body: 'After sign-up Missionbase creates your organization with a nonprofit chart of accounts and a General Fund. Open Settings, Organization to add your logo, address, fiscal year start and EIN (they print on receipts, invoices and purchase orders), then invite your treasurer from Settings, Users.',
    keywords: ['onboarding', 'fiscal year', 'ein', 'logo', 'invite'],
  },
  'import-opening-balances': {
    body: 'Under Finance, Journal Entries, create one entry dated the last day of your previous fiscal year. Debit each asset account, credit each liability, and put the difference in the net asset account of each fund so every fund balances; the entry can be posted only when it does.',
    keywords: ['migration', 'quickbooks', 'spreadsheet', 'journal entry', 'balances'],
  },
  'restricted-funds': {
    body: 'Under Funds, add a fund with donor restrictions for the grant. Record the award under Donations as a gift into that fund (the gift takes the fund’s restriction), and post the grant’s expenses to the same fund. When the money has been spent as the donor asked, open the fund and choose Release from restriction: Missionbase posts the entry that moves the amount to net assets without donor restrictions, and the fund’s page lists every release with its entry.',
    keywords: ['grant', 'restriction', 'release', 'asu 2016-14', 'temporarily restricted'],
  },
  'import-bank-statement': {
    body: 'Under Transactions choose Import CSV and pick the CSV file your bank exports. Files separated by commas, semicolons or tabs are read, with lines about the account above the header row, amounts written 1,234.56, 1.234,56, 11’373.94, -$7,971.39, £12.00 or 25.00 DR, and a total or ending-balance row at the end, which is left out. Say which column holds the date, the description and the amount (or money out and money in) and, if the file has one, the account; check the date format and the decimal mark Missionbase guessed. Missionbase checks every row and shows a preview before anything is written; rows already in your books are left out as duplicates, and only the rows that are ready are imported. To prove the books agree with the bank, reconcile the account afterwards (see “Reconcile a bank account from an OFX file”).',
    keywords: ['bank', 'statement', 'csv', 'import', 'duplicates', 'decimal', 'semicolon'],
  },
  'correct-journal-entry': {
    body: 'A draft journal entry can be changed freely, and it can be posted only when it balances in every fund. Posted entries are never edited: open the entry under Finance, Journal Entries and choose Reverse, pick the date, and Missionbase posts the same lines with debits and credits swapped. Then enter the correct entry. An entry that a transaction, donation, invoice, bill, payment or payroll run posted cannot be reversed by hand: correct that record instead.',
    keywords: ['mistake', 'reversal', 'reverse', 'draft', 'post', 'journal entry'],
  },
  'export-transactions': {
    body: 'Under Transactions, filter the list by date, type, account, fund or project, then export it to CSV, Excel or PDF. The export holds the rows and totals of the filtered list.',
    keywords: ['export', 'excel', 'pdf', 'csv', 'download'],
  },
  'close-fiscal-year': {
    body: 'When a fiscal year has ended, an owner opens Settings, Advanced, picks the year under Year-end close and chooses Close fiscal year…, then Close the year. Missionbase posts one entry dated the year’s last day that moves revenue and expenses into net assets, fund by fund and by donor restriction, and locks the books through that day; the financial statements read the same before and after. An owner can reopen the latest closed year.',
    keywords: ['year end', 'closing entry', 'close the books', 'fiscal year', 'net assets'],
  },
  'record-donation-receipt': {
    body: 'Under Finance, Donations choose New donation. Pick an existing donor or choose New donor (Missionbase warns you when a donor with the same e-mail, or the same name and postal code, already exists), then enter the date, amount, method (cash, check, card, ACH, wire, stock, in-kind or other), fund and, if any, project and campaign, and Save. The gift posts to its fund; a gift into a fund with donor restrictions is restricted. Open the donation again and choose Download receipt, or E-mail receipt and Send: the PDF carries your organization’s name, address and EIN, the receipt number and the statement that no goods or services were provided. The Receipt sent column shows which gifts have had their receipt e-mailed.',
    keywords: ['gift', 'donor', 'receipt', 'acknowledgement', 'thank you', 'tax receipt', 'email'],
  },
  'gift-with-benefit': {
    body: 'When a donor receives something for the gift, such as a gala dinner, enter its value in the donation under Goods or services the donor received (value) and say what it was. The receipt then describes it with its good-faith value and the deductible part, the gift less that value, as the IRS asks of a written acknowledgement. Leave the value empty when the donor received nothing: the receipt then says that no goods or services were provided.',
    keywords: ['quid pro quo', 'gala', 'event', 'dinner', 'deductible', 'benefit'],
  },
  'track-pledge': {
    body: 'Under Donations open the Pledges tab and choose New pledge. Pick the donor, the Pledged on date, the Amount pledged and the fund, and a schedule: One payment with its due date, or Instalments every month, quarter or year. Missionbase records the contribution revenue on the pledge date, in the pledge’s fund, with the promise as a receivable. When a payment arrives, record it as a donation from that donor and choose the pledge under Apply to pledge: the gift reduces the open balance and is not counted as revenue a second time. The Pledges tab shows each pledge’s open balance, next payment and whether it is overdue. If the donor cannot pay the rest, open the pledge and choose Cancel open balance.',
    keywords: ['pledge', 'promise to give', 'instalment', 'installment', 'receivable', 'capital campaign'],
  },
  'year-end-giving-statements': {
    body: 'On the Donors tab open a donor, choose the year under Year-end giving statement and choose Download statement or E-mail statement: every gift of that calendar year with its receipt number and the deductible total. For every donor at once, on the Donations tab choose Giving statements (or Receipts) and the year, then Download zip: one PDF per donor (or per gift) in a single zip file.',
    keywords: ['year end', 'annual statement', 'tax statement', 'giving summary', 'zip'],
  },
  'in-kind-donations': {
    body: 'Under Donations choose New donation, pick or add the donor, set the method to In-kind and describe the gift under Goods or services given. Enter its fair value on the date received as the amount, and choose the fund (and project, if any) it supports. Its receipt describes the goods and, as the IRS asks, gives no value for them.',
    keywords: ['in kind', 'gift in kind', 'food', 'fair value', 'donated goods'],
  },
  'issue-invoice-record-payment': {
    body: 'Under Finance, Invoices choose New invoice: pick the customer, the issue date and terms (the due date follows), the default fund, and a line for each item with its quantity, rate, revenue account, project and, when it differs, its own fund. Save keeps it as a draft and opens it; Issue invoice fixes its amounts and posts the receivable. Download PDF or E-mail to customer sends it on your letterhead. When money arrives choose Record payment and enter the payment date, amount, method and the account under Deposit to; a partial payment leaves the rest open, and the invoice shows Partially paid, Overdue or Paid as it goes. An invoice can be voided until a payment is recorded on it.',
    keywords: ['invoice', 'customer', 'receivable', 'payment', 'program fees', 'grant billing'],
  },
  'pay-bills-batch': {
    body: 'Under Finance, Bills choose New bill: the vendor, the vendor’s invoice number, the bill date and terms, the default fund, and lines with their expense or asset accounts (and a fund of their own when a line belongs to another fund), then Save. On the bill’s page choose Attach PDF or image to keep the vendor’s document with it, then Approve bill, which posts the payable; above the approval threshold in Settings, Expenses only an owner or admin can approve. To pay, choose Pay bills on the Bills tab, tick the bills (each shows its balance due; lower the amount for a partial payment), and set the payment date, method, first check number and the account under Pay from. The whole batch is recorded or none of it, and each vendor gets its own check number, counting on from the first.',
    keywords: ['bill', 'vendor', 'payable', 'check run', 'batch', 'approve'],
  },
  'aging-and-customer-statements': {
    body: 'The AR aging tab under Invoices and the AP aging tab under Bills show, per customer or vendor, what is open on the As of date in current, 1-30, 31-60, 61-90 and over 90 days past due; the total always equals the receivable or payable balance in the ledger. Export or print them. To remind a customer, open them on the Customers tab and choose Statement PDF or E-mail statement for a statement of their open invoices.',
    keywords: ['aging', 'overdue', 'receivable', 'payable', 'customer statement', 'collections'],
  },
  'budget-from-actuals': {
    body: 'Under Finance, Budgeting choose New budget. Under Start from pick Last year’s actuals, name the budget, choose the fiscal year and, if it is for one fund or project, that fund or project, and a percent under Change every month by (%), then Create draft. Every revenue and expense account with activity last year is filled month by month from the previous fiscal year’s actuals in the same scope, changed by that percent. Adjust the draft in the Budget grid (type into any month, or use Yearly total… to Spread evenly or Spread like last year), Save grid, then Approve. Only a draft can be edited: to revise an approved budget choose Return to draft, or Copy to new version… to keep it as it is, edit the copy and approve it in its place. Export grid and Import grid… exchange the grid with Excel or CSV.',
    keywords: ['budget', 'annual budget', 'plan', 'actuals', 'board approval', 'forecast'],
  },
  'budget-vs-actuals': {
    body: 'Open Reports, Budget vs. Actuals and choose the period; for a fund’s or a project’s own budget choose it under Fund budget or Project budget. Each revenue and expense account shows the approved budget, the actual from the ledger and the variance in money and percent, marked favourable (▲) or unfavourable (▼); every actual opens the ledger lines behind it. A budget’s own page under Budgeting has a Budget vs. actual tab by month, quarter, year to date or full year, and the dashboard’s Budget vs. actual card shows this fiscal year’s approved budget to date against the actuals.',
    keywords: ['variance', 'budget vs actual', 'over budget', 'under budget', 'board report'],
  },
  'reconcile-bank-account': {
    body: 'Under Finance, Reconciliation choose Start reconciliation beside the bank account, enter the Statement end date and the Ending balance on the statement, and Start. Choose Import statement and pick the file your bank exports: OFX (1.x or 2.x), QFX, CAMT.053 (ISO 20022 XML) or CSV. When the file holds several accounts, pick this one by the last four digits of its number. For a CSV, say which column holds the date, the amount (or money in and money out), the description and, if it has one, the running balance, which Missionbase checks against the amounts. Missionbase shows how many transactions the file holds (and its closing balance, when the file gives one) before you import the lines: a statement in another currency than your books is refused, and lines dated far outside the statement period are listed and left out unless you include them; lines already imported are skipped. Accept all suggestions matches statement lines to ledger lines of the same amount and close dates; match the rest with Match…, or choose Create transaction for a bank fee or interest that is not in the books yet. Add line types in a line the file lacks, and Edit statement corrects the end date and ending balance (negative for an overdrawn account). When the Difference is zero, Finish locks the cleared lines, and Report (PDF) or Report (Excel) gives you the reconciliation report.',
    keywords: ['reconciliation', 'bank', 'ofx', 'qfx', 'camt', 'csv', 'statement', 'currency', 'match', 'bank fee'],
  },
  'change-reconciled-transaction': {
    body: 'Once a reconciliation is finished, the transactions and documents it cleared can no longer be changed, deleted, voided or reversed, and Missionbase says so when you try; a transaction’s description and notes can still be edited. Record a correcting transaction or journal entry instead, and the next reconciliation clears it. If the reconciliation itself was wrong, an owner or admin opens the account’s last reconciliation and chooses Undo reconciliation: it goes back in progress with its matches.',
    keywords: ['reconciled', 'locked', 'undo', 'correction', 'cleared'],
  },
  'statement-of-activities': {
    body: 'The Statement of Activities is the nonprofit income statement. It shows revenue, releases from restriction and expenses by net asset class for a period, and the change in net assets. Open it under Reports, choose the period, compare it with the previous period or the same period last year, filter by fund or project, and export it for your board. Every amount opens the ledger lines behind it.',
    keywords: ['income statement', 'profit and loss', 'net assets', 'board report'],
  },
  'statement-of-financial-position': {
    body: 'The Statement of Financial Position is the nonprofit balance sheet: assets, liabilities, and net assets with and without donor restrictions. Open it under Reports, compare it with an earlier date, and export it.',
    keywords: ['balance sheet', 'assets', 'liabilities', 'net assets', 'board report'],
  },
  'program-expense-analysis': {
    body: 'Reports, Program Expense Analysis is the functional expense matrix: each expense account in a row and, in the columns, each program (project), other program services, management and general, and fundraising; its total equals total expenses on the Statement of Activities. Above it, the Program expense ratio is program services divided by total expenses. An expense takes its function from its project’s Expense function (set on the project under Projects, Overview), else from its account (salaries, rent and supplies count as program; professional fees and insurance as management and general); payroll follows each employee’s allocation, and a journal entry’s expense line can name its own in the Function column. A change applies to what is posted afterwards. Compare periods, filter by fund, open any amount’s ledger lines, print or export.',
    keywords: ['functional expenses', 'program ratio', 'overhead', 'management and general', 'fundraising'],
  },
  'form-990': {
    body: 'Reports, Taxes Report sets out Form 990 Part VIII (revenue) and Part IX (functional expenses: program services, management and general, fundraising) from your books for the period, the vendors marked for 1099 with what you paid them in the year, and the payroll taxes of the period. Owners and admins choose which 990 line an account goes to with Change the lines. Export the parts with the Statements of Financial Position and Activities for your preparer; Settings, Advanced also exports the whole organization’s books as a zip file if they want the detail.',
    keywords: ['990', 'irs', 'tax', 'preparer', 'year end', '1099'],
  },
  'drill-down-general-ledger': {
    body: 'Every amount the statements and reports take from the ledger is a link to Reports, General Ledger, showing the posted lines that make up that figure with each account’s opening balance, debits, credits and running balance. Each line opens its journal entry and the record that posted it. The General Ledger also works on its own: choose any account, period, fund or project, and export what you see.',
    keywords: ['drill down', 'general ledger', 'detail', 'audit', 'where did this number come from'],
  },
  'donor-analysis': {
    body: 'Reports, Donor Analysis compares the period with the one of the same length just before it: new, retained and recaptured donors, LYBUNT (gave in the previous period, not in this one) and SYBUNT (gave before that, in neither), the retention rate, the average and median gift, giving by level and by month, and your top donors. Amounts open the list of those donations.',
    keywords: ['lybunt', 'sybunt', 'retention', 'lapsed donors', 'donor report', 'top donors'],
  },
  'invite-team': {
    body: 'Under Settings, Users, invite each person by e-mail with a role: owners and admins manage the organization and its users, members keep the books, and viewers read everything and change nothing. Only owners and admins run payroll and see employees’ tax ids and bank details. You can change a role or remove someone at any time.',
    keywords: ['users', 'roles', 'invite', 'viewer', 'treasurer', 'board'],
  },
  'track-project-costs': {
    body: 'Choose the program’s project on its transactions, donations and invoice and bill lines. Under Projects, Overview each project shows its budget, what it has spent according to the ledger, what remains and its progress from its tasks; the project’s page adds its budget against actual by expense account, the ledger lines tagged with it and its invoices, bills and gifts. A project’s budget is its approved project budget under Budgeting, or else the budget entered on the project.',
    keywords: ['program', 'project', 'cost', 'grant', 'spent', 'budget'],
  },
  'add-employee-allocation': {
    body: 'Under Human Resources, Employees choose New employee and enter their name, job title, department, manager, hire date, pay type and rate (the annual salary, or the hourly rate), pay schedule and wage expense account. On the employee’s page, Allocation to programs and functions splits their pay: Add share for each program or function, with a fund if needed and a percent, then Save allocation; the shares must total exactly 100 percent. Owners and admins record the tax ID and bank details under Personal identifiers; lists show only the last four digits, and members and viewers never see them.',
    keywords: ['employee', 'staff', 'allocation', 'hr', 'salary', 'ssn'],
  },
  'run-payroll': {
    body: 'Owners and admins open Human Resources, Payroll and choose New payroll run; the next pay period and pay date are proposed, and Create run makes a draft with a line for every active employee: salaried staff get their pay for the period, hourly staff hours times rate. Enter the hours of hourly staff in the grid and Save hours. Approve posts one balanced entry on the pay date: wages, employer taxes and benefits split by each employee’s allocation to programs, functions and funds, with withholdings and net pay owed as liabilities. Mark paid then pays the net pay out of cash. Each line has a PDF pay stub (All pay stubs (zip) for the run), and the register exports to CSV or Excel. Withholdings use the flat rates you set in Settings, Expenses; Missionbase is not a tax engine, so check them with your payroll provider or accountant.',
    keywords: ['payroll', 'pay run', 'wages', 'pay stub', 'allocation', 'hours'],
  },
  'tasks-board': {
    body: 'Under Projects, Tasks add a task by picking its project, typing its name and pressing Enter, then open it to set the assignee, dates, priority and estimate; the assignee is notified, and notified again if the task passes its due date unfinished. Set Show tasks as to Board for columns by status, and drag a card to another column (or use its status menu, or Alt+Left and Alt+Right on a focused card). Filter by project, assignee, status, due this week or overdue, and discuss a task in its Comments: everyone can delete their own comments, and owners and admins anyone’s.',
    keywords: ['task', 'kanban', 'board', 'assign', 'to do', 'notifications'],
  },
  'plan-project-gantt': {
    body: 'Give the project’s tasks start and due dates, then open Projects, Gantt Chart, pick the project and zoom by Day, Week or Month. A line marks today in every zoom. Drag a bar to move a task and drag its ends to change its dates. To make a task wait for another, click the dot at the end of the first bar, then the dot at the start of the task that waits; click a dependency line, then its ×, to remove it. A task cannot start before a task it waits for ends: a change that would break this is refused in a sentence and the bar or line goes back. With the keyboard, select a task and press Alt+Left or Alt+Right to move it a day, or Shift+F10 to open its menu and add or remove the tasks it waits for; double-click a task to edit it.',
    keywords: ['gantt', 'timeline', 'schedule', 'dependency', 'milestone', 'plan'],
  },
  'purchase-request-to-order': {
    body: 'Under Supply Chain, Purchase Requests choose New request: a title, the date needed, the project and fund, a justification and the items with quantities and estimated costs. Submit for approval; an owner or admin then chooses Approve, or Reject with a reason, and the requester is notified. Requests above the threshold in Settings, Expenses need an owner. On an approved request choose Create purchase order, or combine several approved requests from Purchase Orders with From approved requests. Mark the order as sent, then Download PDF or E-mail to vendor.',
    keywords: ['purchase request', 'purchase order', 'requisition', 'approval', 'procurement', 'po'],
  },
  'receive-purchase-order': {
    body: 'Open the order under Supply Chain, Purchase Orders and choose Receive goods. Enter what arrived on each line under Receive now and the Received on date, then Record receipt; more than was ordered must be confirmed. Stock items go into Inventory at the order’s price, and the order shows whether it is partially or fully received. When the vendor’s invoice comes, choose Enter vendor bill: Missionbase drafts the bill for everything received and not yet billed, at the order’s prices, and opens it under Bills to approve and pay. The order’s three-way match compares ordered, received and billed quantities and amounts and flags any difference; an order that will not be completed can be closed short.',
    keywords: ['receiving', 'purchase order', 'three-way match', 'goods received', 'vendor bill', 'po'],
  },
  'inventory-adjustments': {
    body: 'Under Supply Chain, Inventory open the item and choose Adjust stock. Pick Distribution to a program (with the program it went to), Spoilage or damage, Physical count (the quantity counted) or Donated goods received (with their fair value per unit), give the quantity, date and reason, and Record adjustment. Each one posts its entry: a distribution as program expense of that project, spoilage and count differences as inventory losses, donated goods as in-kind contributions. Stock never goes below zero, and when an item falls below its reorder level the team gets one Low stock notification. Reports, Inventory Valuation shows each item’s quantity and value at average cost beside the inventory balance in the ledger.',
    keywords: ['inventory', 'stock', 'food bank', 'distribution', 'spoilage', 'count', 'reorder'],
  },
  'lock-period': {
    body: 'Owners and admins can lock the books up to a date under Settings, Advanced, so nothing dated in a period you have reported can be added or changed. The audit log on the same page shows who changed what, and when.',
    keywords: ['close', 'month end', 'year end', 'lock', 'audit log'],
  },
  'choose-plan': {
    body: 'The banner at the top of the app counts down your trial. Choose a Plan opens the plans; pick Starter, Growth or Scale, monthly or yearly, and pay by card. Your data stays exactly as it is.',
    keywords: ['trial', 'subscribe', 'upgrade', 'card', 'payment'],
  },
  'switch-organization': {
    body: 'If you keep the books for several nonprofits, each one is a separate organization with its own data and plan. Use the organization switcher in the top bar; the app remembers the last one you used.',
    keywords: ['multiple', 'switch', 'bookkeeper', 'accountant', 'client'],
  },
  'change-password': {
    body: 'Open Settings, Profile, enter your current password and the new one twice. If you have forgotten your password, write to us from the Contact page and we will help you back in.',
    keywords: ['password', 'login', 'sign in', 'locked out', 'email', 'reset'],
  },
};
