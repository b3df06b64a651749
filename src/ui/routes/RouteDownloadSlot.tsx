/**
 * Where the route confirmation shows the offline download control (issue 14: size before,
 * progress during, "ready offline" after). Empty until that control is wired in here.
 */
export function RouteDownloadSlot({ routeId }: { routeId: string }) {
  return <div className="route-confirm__download" data-slot="download" data-route={routeId} />;
}
