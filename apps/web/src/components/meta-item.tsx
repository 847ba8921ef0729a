import type { ComponentType, ReactNode } from 'react';

/**
 * One line of a `.meta-list` (global.css): an icon and its text, as cards and detail pages show a place,
 * pay, deadline or time. The icon is decorative; say what the text is in `children` when the icon alone
 * would tell it (a screen reader hears no icon).
 */
export function MetaItem({
  icon: Icon,
  children,
  className,
  testId,
}: {
  icon: ComponentType;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <li className={className}>
      <Icon />
      <span data-testid={testId}>{children}</span>
    </li>
  );
}
