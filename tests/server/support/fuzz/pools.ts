/**
 * Id pools for the fuzz test: every table's ids (A's, B's and whatever the run created), read
 * every so often, and the table a field or path parameter names.
 */
import { sql } from 'kysely';
import type { App } from '../../../../src/server/app.js';
import type { IdSource } from './arbitraries.js';
import { columnsOf } from './write-journal.js';

/** `streets` → `street`, `communities` → `community`, `addresses` → `address`. */
const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('sses')
      ? word.slice(0, -2)
      : word.replace(/s$/, '');
const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
/** Names that do not say their table. */
const ALIASES: Record<string, string> = {
  com: 'communities',
  wallet: 'ledger_entries',
  exco: 'residents',
};

export class Pools implements IdSource {
  private byTable = new Map<string, (number | string)[]>();
  /** For tables with a `community_id`: each community's ids. */
  private byCommunity = new Map<string, Map<number, (number | string)[]>>();
  private all: (number | string)[] = [];
  /** Each table's name as a field would say it: `apartment_types` → `apartmenttype`. */
  private names = new Map<string, string>();
  private idTables: { table: string; perCommunity: boolean }[] = [];
  private views = new Map<number | null, IdSource>();

  constructor(
    private readonly app: App,
    private readonly tables: string[],
    private readonly accounts: { email: string; password: string }[],
  ) {
    for (const table of tables) this.names.set(table, singular(squash(table)));
  }

  async init() {
    for (const table of this.tables) {
      const columns = await columnsOf(this.app, table);
      if (columns.includes('id')) {
        this.idTables.push({ table, perCommunity: columns.includes('community_id') });
      }
    }
    await this.refresh();
  }

  async refresh() {
    const all: (number | string)[] = [];
    for (const { table, perCommunity } of this.idTables) {
      const result = await sql
        .raw<{ id: number | string; community: number | null }>(
          `select id as id, ${perCommunity ? 'community_id' : 'null'} as community ` +
            `from ${table} order by id desc limit 300`,
        )
        .execute(this.app.db);
      const ids = result.rows.map((row) => row.id);
      this.byTable.set(table, ids);
      all.push(...ids.filter((id) => typeof id === 'number'));
      const byCommunity = new Map<number, (number | string)[]>();
      for (const row of result.rows) {
        if (row.community === null) continue;
        byCommunity.set(row.community, [...(byCommunity.get(row.community) ?? []), row.id]);
      }
      this.byCommunity.set(table, byCommunity);
    }
    const communities = this.byTable.get('communities') ?? [];
    this.byCommunity.set('communities', new Map(communities.map((id) => [Number(id), [id]])));
    this.all = all;
    this.views.clear();
  }

  /**
   * The pools as an actor of `community` sees them: its own community's ids three times as often
   * as any other (so that many requests get past the tenant checks), every id still possible.
   */
  view(community: number | null): IdSource {
    const cached = this.views.get(community);
    if (cached) return cached;
    const lists = new Map<string | null, (number | string)[]>();
    const ids = (table: string | null) => {
      let list = lists.get(table);
      if (!list) {
        const every = this.ids(table);
        const own =
          community === null || table === null
            ? []
            : (this.byCommunity.get(table)?.get(community) ?? []);
        list = [...own, ...own, ...own, ...every];
        lists.set(table, list);
      }
      return list;
    };
    const view: IdSource = {
      ids,
      tableFor: (name, path) => this.tableFor(name, path),
      emails: () => this.emails(),
      passwords: () => this.passwords(),
    };
    this.views.set(community, view);
    return view;
  }

  ids(table: string | null) {
    return table === null ? this.all : (this.byTable.get(table) ?? this.all);
  }

  private match(word: string): string | null {
    let best: string | null = null;
    for (const [table, name] of this.names) {
      if (
        word.endsWith(name) &&
        (best === null || name.length > (this.names.get(best) ?? '').length)
      ) {
        best = table;
      }
    }
    if (best) return best;
    // `section` names `advert_sections` when no other table ends so.
    const endings = [...this.names].filter(([, name]) => name.endsWith(word));
    if (word.length >= 4 && endings.length === 1) return endings[0]?.[0] ?? null;
    const alias = Object.keys(ALIASES).find((key) => word.endsWith(key));
    return alias ? (ALIASES[alias] ?? null) : null;
  }

  tableFor(name: string, path: string) {
    const base = squash(name).replace(/id$/, '');
    if (base !== '') return this.match(base);
    const segments = path.split('/').filter((s) => s && s !== 'api' && !s.startsWith('{'));
    for (const segment of segments.reverse()) {
      const table = this.match(singular(squash(segment)));
      if (table) return table;
    }
    return null;
  }

  emails() {
    return this.accounts.map((a) => a.email);
  }

  passwords() {
    return this.accounts.map((a) => a.password);
  }
}
