/**
 * Keeps every searchable name's search text current (db/search-text.ts): an INSERT or UPDATE
 * through the app's Kysely that writes a searchable name also writes its search text, computed
 * here from the value written. A plugin, not each repository, so that no write path (a form, an
 * import, the demo seeder, a data-modifying CTE) can forget it.
 *
 * A name whose value this cannot read (an expression, an insert from a select, a prepared
 * statement's slot) must come with its search text given by the write itself; otherwise the
 * write throws here, before it runs, rather than store a name no search finds.
 */
import {
  ColumnNode,
  ColumnUpdateNode,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  type InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type UpdateQueryNode,
} from 'kysely';
import { searchTextColumn, searchTextColumnsOf, searchTextOf } from './search-text.js';

/** The table a write names: `table` or `table as alias`. */
function tableOf(node: OperationNode | undefined): string {
  const n = node as { kind?: string; table?: { identifier?: { name?: string } }; node?: unknown };
  if (n?.kind === 'TableNode') return n.table?.identifier?.name ?? '';
  if (n?.kind === 'AliasNode') return tableOf(n.node as OperationNode);
  return '';
}

/** The search text of a value the statement carries, or an error naming the column. */
function textOf(node: OperationNode | unknown, table: string, column: string, primitive: boolean) {
  const value = primitive
    ? node
    : (node as ValueNode).kind === 'ValueNode' && (node as ValueNode).value;
  // A prepared statement's slot (repositories/prepared.ts) is a marker, not the value.
  if (
    (!primitive && (node as ValueNode).kind !== 'ValueNode') ||
    String(value).startsWith('\u0000')
  ) {
    throw new Error(
      `${table}.${column} is written without its value: write ${searchTextColumn(column)} too`,
    );
  }
  return searchTextOf(value);
}

/** The column an update sets. */
const nameOf = (column: OperationNode) => (column as ColumnNode).column?.name ?? '';

/** The searchable names of `table` that `written` holds without their search text. */
function missing(table: string, written: readonly string[]): string[] {
  return searchTextColumnsOf(table).filter(
    (column) => written.includes(column) && !written.includes(searchTextColumn(column)),
  );
}

function fillInsert(node: InsertQueryNode): InsertQueryNode {
  const table = tableOf(node.into);
  // An upsert's update (`excluded.name`) is not a value known here.
  const upserted = (node.onConflict?.updates ?? []).map((update) => nameOf(update.column));
  const [unknown] = missing(table, upserted);
  if (unknown !== undefined) {
    throw new Error(`${table}.${unknown} is upserted: write ${searchTextColumn(unknown)} too`);
  }
  const columns = (node.columns ?? []).map((column) => column.column.name);
  const names = missing(table, columns);
  if (names.length === 0) return node;
  const indexes = names.map((name) => columns.indexOf(name));
  const values = node.values as { kind: string; values: readonly OperationNode[] } | undefined;
  if (values?.kind !== 'ValuesNode') {
    throw new Error(
      `${table}.${names[0]} is inserted from a query: insert ${searchTextColumn(names[0]!)} too`,
    );
  }
  const rows = values.values.map((row) => {
    if (row.kind === 'PrimitiveValueListNode') {
      const list = (row as PrimitiveValueListNode).values;
      const texts = indexes.map((at, i) => textOf(list[at], table, names[i]!, true));
      return PrimitiveValueListNode.create([...list, ...texts]);
    }
    const list = (row as ValueListNode).values;
    const texts = indexes.map((at, i) =>
      ValueNode.create(textOf(list[at], table, names[i]!, false)),
    );
    return ValueListNode.create([...list, ...texts]);
  });
  return {
    ...node,
    columns: [
      ...(node.columns ?? []),
      ...names.map((name) => ColumnNode.create(searchTextColumn(name))),
    ],
    values: { ...values, values: rows } as OperationNode,
  };
}

function fillUpdate(node: UpdateQueryNode): UpdateQueryNode {
  const table = tableOf(node.table);
  const updates = node.updates ?? [];
  const written = updates.map((update) => nameOf(update.column));
  const names = missing(table, written);
  if (names.length === 0) return node;
  const added = names.map((name) => {
    const update = updates[written.indexOf(name)]!;
    const text = textOf(update.value, table, name, false);
    return ColumnUpdateNode.create(
      ColumnNode.create(searchTextColumn(name)),
      ValueNode.create(text),
    );
  });
  return { ...node, updates: [...updates, ...added] };
}

/** The statement with the search text of every name it writes, its CTEs' writes included. */
export function fillSearchText<T extends OperationNode>(node: T): T {
  let filled: OperationNode = node;
  if (node.kind === 'InsertQueryNode') filled = fillInsert(node as unknown as InsertQueryNode);
  if (node.kind === 'UpdateQueryNode') filled = fillUpdate(node as unknown as UpdateQueryNode);
  const withNode = (filled as { with?: { expressions: readonly { expression: OperationNode }[] } })
    .with;
  if (withNode) {
    const expressions = withNode.expressions.map((cte) => ({
      ...cte,
      expression: fillSearchText(cte.expression),
    }));
    filled = { ...filled, with: { ...withNode, expressions } } as OperationNode;
  }
  return filled as T;
}

export class SearchTextPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return fillSearchText(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
