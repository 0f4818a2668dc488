import { Suspense, use, type ComponentType, type JSX } from 'react';
import { loadOnce } from './load-once';

/**
 * A component from a chunk of its own, asked for when a first one renders (or earlier, by calling what `load` calls):
 * until the chunk has come, `Fallback` renders with the same props, or nothing. Once loaded, later ones render at once.
 */
export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>, Fallback?: ComponentType<P>): ComponentType<P> {
  const component = loadOnce(load);
  function Lazy(props: P) {
    const Loaded = use(component());
    return <Loaded {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  function Component(props: P) {
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  Component.displayName = name;
  return Component;
}
