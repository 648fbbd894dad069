import { describeWalk, routesFor } from './support/screen-walk';

// The screens every signed-in member has, opened as ROOT (the header and some panels differ for an admin),
// checked for accessibility and layout (support/screen-walk.ts). The admin tools are in all-screens-admin-tools.

describeWalk('screens of the admin: axe and layout, light and dark', 'admin', routesFor('admin'));
