import { adminScreenOf } from './admin-nav';

describe('adminScreenOf', () => {
  it('marks the dashboard for each of its tabs and the other screens by their paths', () => {
    for (const path of ['/admin', '/admin/', '/admin/users', '/admin/support', '/admin/analytics']) {
      expect(adminScreenOf(path)?.label).toBe('Dashboard');
    }
    expect(adminScreenOf('/admin/communications/mass-messages/7')?.label).toBe('Communications');
    expect(adminScreenOf('/admin/system-settings')?.label).toBe('System Settings');
    expect(adminScreenOf('/moderation')?.label).toBe('Moderation');
    expect(adminScreenOf('/admin/no-such-screen')).toBeUndefined();
  });
});
