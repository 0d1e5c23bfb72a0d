// SQL for roles, the company's subscribed functionalities and its role grants.
import type { Executor } from '../../db/database';

export const listRoles = (db: Executor) => db.selectFrom('roles').select(['id', 'tag', 'intitule']).execute();

export const listSubscribed = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('entreprise_functionalities as ef')
    .innerJoin('functionalities as f', 'f.id', 'ef.functionality_id')
    .select(['f.id', 'f.tag', 'f.intitule'])
    .where('ef.entreprise_id', '=', entrepriseId)
    .orderBy('f.id')
    .execute();

export const listGrants = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('role_functionalities')
    .select(['role_id', 'functionality_id'])
    .where('entreprise_id', '=', entrepriseId)
    .orderBy('role_id')
    .orderBy('functionality_id')
    .execute();
