import { PageQuery } from '../../../common/pagination/page-query.js';

export class ListPointsLedgerQuery extends PageQuery {}
