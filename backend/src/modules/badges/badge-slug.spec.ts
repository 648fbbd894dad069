import { slugBase } from './badge-catalogue.service.js';

describe('slugBase', () => {
  it('makes a stable key of lower-case letters, digits and dashes from the name', () => {
    expect(slugBase('Archive Keeper')).toBe('archive-keeper');
    expect(slugBase('  Café Crème!! 2026 ')).toBe('cafe-creme-2026');
    expect(slugBase('x'.repeat(80))).toHaveLength(50);
  });

  it('falls back to "badge" for a name with no Latin letter or digit', () => {
    expect(slugBase('日本の星')).toBe('badge');
    expect(slugBase('🎉')).toBe('badge');
  });
});
