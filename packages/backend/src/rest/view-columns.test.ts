import { describe, expect, it } from 'vitest';
import { viewColumns } from './view-columns.ts';

const entry = (name: string, relid: number, attnum: number, expr = '{VAR :varno 1 :varattno 1 :location -1}') =>
  `{TARGETENTRY :expr ${expr} :resno 1 :resname ${name} :ressortgroupref 0 :resorigtbl ${relid} :resorigcol ${attnum} :resjunk false}`;

const query = (targets: string[], rtable = '<>') =>
  `({QUERY :commandType 1 :rtable ${rtable} :jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1}) :quals <>} :targetList (${targets.join(' ')}) :sortClause <>})`;

describe('viewColumns', () => {
  it('names each output column with the table column it references', () => {
    expect(viewColumns(query([entry('id', 21305, 1), entry('title', 21305, 4)]))).toEqual([
      { name: 'id', origin: { relid: 21305, attnum: 1 } },
      { name: 'title', origin: { relid: 21305, attnum: 4 } },
    ]);
  });

  it('gives a computed column no origin', () => {
    expect(viewColumns(query([entry('shout', 0, 0, '{FUNCEXPR :funcid 871 :args ({VAR :varno 1 :varattno 4}) :location -1}')]))).toEqual([{ name: 'shout', origin: undefined }]);
  });

  it('reads only the view query’s own target list, not those of subqueries in its range table or expressions', () => {
    const sub = `({RANGETBLENTRY :subquery {QUERY :targetList (${entry('inner_col', 999, 9)})} :eref {ALIAS :aliasname s :colnames ("a{b" "c)d")}})`;
    const subLink = `{SUBLINK :subselect {QUERY :targetList (${entry('deep', 777, 7)})}}`;
    expect(viewColumns(query([entry('id', 21305, 1), entry('n', 0, 0, subLink)], sub))).toEqual([
      { name: 'id', origin: { relid: 21305, attnum: 1 } },
      { name: 'n', origin: undefined },
    ]);
  });

  it('unescapes names and skips datums printed as several tokens', () => {
    const constant = '{CONST :consttype 25 :constlen -1 :constvalue 13 [ 52 0 0 0 112 117 98 ]}';
    expect(viewColumns(query([entry('odd\\ name\\{1\\}', 5, 2, constant)]))).toEqual([{ name: 'odd name{1}', origin: { relid: 5, attnum: 2 } }]);
  });

  it('leaves out junk entries and answers nothing for text that is not a query', () => {
    const junk = entry('ctid', 5, 1).replace(':resjunk false', ':resjunk true');
    expect(viewColumns(query([junk]))).toEqual([]);
    expect(viewColumns('<>')).toEqual([]);
    expect(viewColumns('')).toEqual([]);
  });
});
