import { describeWalk, routesFor } from './support/screen-walk';

// The admin tools, every tab, and the screens only an admin opens, checked for accessibility and layout as
// ROOT (support/screen-walk.ts).

describeWalk('admin tools: axe and layout, light and dark', 'admin', routesFor('admin-tools'));
