import { Spinner } from '@northgate/ui';

/**
 * The line shown while the app opens the borrower's application: as the flow's draft loads
 * (flow-page.tsx), and in HTML the build wrote for a first visit, which a device with a stored
 * session shows instead of the page (a flow's own address, and a sign-in-first page:
 * src/prerender/entry.ts). `className` decides where and when it shows.
 */
export function LoadingApplication({ className }: { className: string }) {
  return (
    <p className={className} role="status">
      <Spinner /> Loading your application…
    </p>
  );
}
