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

function writtenTable(node: RootOperationNode): string | null {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableOf(node.into);
    case 'UpdateQueryNode':
      return tableOf(node.table);
    case 'DeleteQueryNode':
      return tableOf(node.from);
    default:
      return null;
  }
}

export class WriteWatch implements KyselyPlugin {
  private readonly listeners: WriteListener[] = [];
  private readonly written = new WeakMap<object, string>();

  /** `listener(table)` runs after each write (and before its caller sees the result). */
  onWrite(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.length > 0) {
      const table = writtenTable(args.node);
      if (table !== null) this.written.set(args.queryId, table);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.written.get(args.queryId);
    if (table !== undefined) for (const listener of this.listeners) listener(table);
    return args.result;
  }
}
