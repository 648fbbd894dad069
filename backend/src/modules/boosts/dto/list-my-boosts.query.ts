import { PageQuery } from '../../../common/pagination/page-query.js';

export class ListMyBoostsQuery extends PageQuery {}
