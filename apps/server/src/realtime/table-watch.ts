// A Kysely plugin that counts writes per table, so a request can tell afterwards whether it (or a request running at
// the same time: a harmless extra) wrote notifications or identity rows. It changes no query.
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

export class TableWatch implements KyselyPlugin {
  /** Inserts into notifications. */
  notifications = 0;
  /** Updates and deletes of the tables a session's validity is read from. */
  identity = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'InsertQueryNode') {
      if (tableName(node.into) === 'notifications') this.notifications++;
    } else if (node.kind === 'UpdateQueryNode') {
      if (IDENTITY.has(tableName(node.table) ?? '')) this.identity++;
    } else if (node.kind === 'DeleteQueryNode') {
      if (node.from.froms.some((f) => IDENTITY.has(tableName(f) ?? ''))) this.identity++;
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const IDENTITY = new Set(['sessions', 'users', 'entreprise_users']);

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return undefined;
}
