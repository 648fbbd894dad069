import { render, screen } from '@testing-library/react';
import { Input, Select } from './input';
import { Textarea } from './textarea';

const classesOf = (element: HTMLElement) => element.className.split(/\s+/);

describe('form fields', () => {
  it('are full width and 2.5rem tall by default', () => {
    render(<Input aria-label="name" />);
    expect(classesOf(screen.getByLabelText('name'))).toEqual(expect.arrayContaining(['w-full', 'h-10']));
  });

  it("take the caller's width and height instead of the defaults, not beside them", () => {
    // Both utilities in one class list: the stylesheet's order picks one, so the caller's would be lost.
    render(
      <Select aria-label="role" className="h-8 w-32">
        <option>User</option>
      </Select>,
    );
    const classes = classesOf(screen.getByLabelText('role'));
    expect(classes).toEqual(expect.arrayContaining(['w-32', 'h-8']));
    expect(classes).not.toContain('w-full');
    expect(classes).not.toContain('h-10');
  });

  it('keep the default where the caller sizes only larger screens', () => {
    render(<Input aria-label="range" className="sm:w-48" />);
    expect(classesOf(screen.getByLabelText('range'))).toEqual(expect.arrayContaining(['w-full', 'sm:w-48']));
  });

  it('let a text area grow with its rows', () => {
    render(<Textarea aria-label="bio" rows={6} />);
    const classes = classesOf(screen.getByLabelText('bio'));
    expect(classes).toEqual(expect.arrayContaining(['w-full', 'h-auto']));
    expect(classes).not.toContain('h-10');
  });
});
