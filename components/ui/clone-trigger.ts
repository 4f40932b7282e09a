import { cloneElement, type ReactElement, type Ref } from 'react';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

/**
 * Gives a trigger element our ref, attributes and handlers. Its own handlers run first and its
 * own ref still gets the element (React 19 passes `ref` as a prop), so a caller's element keeps
 * working as it was written.
 */
export function cloneTrigger<T>(child: ReactElement, ref: Ref<T>, extra: Props): ReactElement {
  const own = child.props as Props;
  const merged: Props = { ...extra };
  for (const [key, handler] of Object.entries(extra)) {
    const ownHandler = own[key];
    if (key.startsWith('on') && typeof handler === 'function' && typeof ownHandler === 'function') {
      merged[key] = (...args: unknown[]) => {
        ownHandler(...args);
        handler(...args);
      };
    }
  }
  merged.ref = (node: T) => {
    setRef(own.ref as Ref<T> | undefined, node);
    setRef(ref, node);
  };
  return cloneElement(child, merged);
}
