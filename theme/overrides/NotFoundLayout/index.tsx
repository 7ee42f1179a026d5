import { lazy, Suspense } from 'react';

// Only 404 pages render this layout, so its code, with the page suggestions and their search, is a
// chunk of its own that a 404 page loads, not part of every page's first load (budgets.json).
// The build renders it in full into 404.html; in the browser the served HTML stays until it loads.
const NotFoundPage = lazy(() => import('./NotFoundPage'));

export function NotFoundLayout() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
