// `@missionbase/ui/table` (its own share key): antd's Table, List and Pagination, a list toolbar's
// controls, and the table kit (docs/kit.md: server-side lists with their state in the URL). Pages
// without a list never download it.
export { List, Pagination, Table } from 'antd';
export type { PaginationProps, TableColumnsType, TableColumnType, TablePaginationConfig, TableProps } from 'antd';
// A list's toolbar controls: antd's Table already carries them (its pager's Select, its filter
// dropdown's Input, Checkbox and Radio), so a list page takes them from here at no cost and does not
// download the forms entry for a search box (`/forms` exports the same components, one instance).
export { Checkbox, Input, Radio, Select } from 'antd';
export type { CheckboxChangeEvent, CheckboxProps, InputProps, InputRef, RadioChangeEvent, RadioGroupProps, SelectProps } from 'antd';
// The database-searched picker (a customer, a vendor...): lists filter by one, drawers pick one.
export { SearchSelect } from './pickers/SearchSelect';
export type { SearchSelectOption, SearchSelectProps } from './pickers/SearchSelect';
export { useTableUrlState } from './data-table/use-table-url-state';
export type { TableUrlState, TableUrlChangeOptions } from './data-table/use-table-url-state';
export { parseTableUrlState, writeTableUrlState, pageRange, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './data-table/table-url-state';
export type { TableSort, SortDirection, TableUrlStateOptions, TableUrlStateValue } from './data-table/table-url-state';
export { DataTable, cellValue } from './data-table/DataTable';
export { MONEY_COLUMN_WIDTH, fitAntColumns, fitColumns, isWideScreen } from './data-table/column-fit';
export { Grid } from 'antd';
export type { DataTableColumn, DataTableProps, DataTableState, DataTableExportOptions } from './data-table/DataTable';
export { fetchAllPages, EXPORT_PAGE_SIZE, EXPORT_MAX_ROWS } from './data-table/fetch-all-pages';
