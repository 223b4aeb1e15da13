import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";

/**
 * A component that renders nothing until the page has hydrated (a popup's timer, a dialog that
 * opens later), loaded then as a script of its own, so the page's first download leaves it out and
 * hydration is not waiting for it. Server and hydration both render nothing, so nothing mismatches.
 */
export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function AfterHydration(props: Props) {
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => setHydrated(true), []);
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
