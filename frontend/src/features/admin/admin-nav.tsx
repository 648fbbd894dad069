import { Outlet } from 'react-router-dom';
import { AdminNav } from '@/components/admin/admin-nav';

/** The admin routes' frame: the navigation, then the screen. */
export function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
