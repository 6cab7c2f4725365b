/**
 * Tells whoever asks which tables this process has just written (insert, update, delete through
 * the app's Kysely), after the write has run: the session cache drops what a write to the
 * tables a session shows may have changed (plugins/app/session-cache.ts). Other processes'
 * writes reach it through the database's notices instead (db/session-notices.ts).
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

type WriteListener = (table: string) => void;

/** The table a write names: `table`, `table as alias`, or a FROM list's first. */
function tableOf(node: OperationNode | undefined): string | null {
  if (!node) return null;
  const n = node as unknown as {
    kind: string;
    table?: { identifier?: { name?: string } };
    node?: OperationNode;
    froms?: OperationNode[];
  };
  if (n.kind === 'TableNode') return n.table?.identifier?.name ?? null;
  if (n.kind === 'AliasNode') return tableOf(n.node);
  if (n.kind === 'FromNode') return tableOf(n.froms?.[0]);
  return null;
}

/** What a raw statement may write: unknown, so the listeners assume the worst. */
export const ANY_TABLE = '*';

/** The tables a statement writes: its own target and its data-modifying CTEs' (`with`). */
function writtenTables(node: RootOperationNode): string[] {
  const n = node as RootOperationNode & { with?: { expressions: { expression: OperationNode }[] } };
  const inCtes = (n.with?.expressions ?? []).flatMap(({ expression }) =>
    writtenTables(expression as RootOperationNode),
  );
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableOf(node.into) ?? ANY_TABLE, ...inCtes];
    case 'UpdateQueryNode':
      return [tableOf(node.table) ?? ANY_TABLE, ...inCtes];
    case 'DeleteQueryNode':
      return [tableOf(node.from) ?? ANY_TABLE, ...inCtes];
    case 'RawNode':
      // sql`...` run as a statement: a write unless it plainly reads.
      return /^\s*select\b/i.test(node.sqlFragments[0] ?? '') ? [] : [ANY_TABLE];
    default:
      return inCtes;
  }
}

export class WriteWatch implements KyselyPlugin {
  private readonly listeners: WriteListener[] = [];
  private readonly written = new WeakMap<object, string[]>();

  /** The watch among a Kysely instance's plugins, if it has one. */
  static of(db: { getExecutor(): { plugins: readonly unknown[] } }): WriteWatch | undefined {
    return db.getExecutor().plugins.find((plugin) => plugin instanceof WriteWatch) as
      WriteWatch | undefined;
  }

  /**
   * Tells the listeners of a statement compiled once and run again (repositories/prepared.ts):
   * such a run reaches no `transformQuery`, so it is announced after it has run.
   */
  announce(node: RootOperationNode): void {
    for (const table of writtenTables(node)) for (const listener of this.listeners) listener(table);
  }

  /** `listener(table)` runs after each write (and before its caller sees the result). */
  onWrite(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.length > 0) {
      const tables = writtenTables(args.node);
      if (tables.length > 0) this.written.set(args.queryId, tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.written.get(args.queryId) ?? [];
    for (const table of tables) for (const listener of this.listeners) listener(table);
    return args.result;
  }
}
