import { lazy, type ComponentType } from 'react';

/**
 * A view loaded when its page is first opened (React.lazy over a named export). The first
 * dashboard load then carries the shell and the overview only; react-admin's Layout shows its
 * Loading while a view's chunk arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a view's default: no props
export function lazyView<Name extends string, Props extends object = {}>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] })));
  // React.lazy's type adds a ref to the props; these views take none, so it is the same component.
  return Lazy as unknown as ComponentType<Props>;
}
