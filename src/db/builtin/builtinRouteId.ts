/**
 * The built-in route's id, on its own: the first paint needs the id (the route shown by
 * default) but not the route's rows and texts, which load beside the map (src/app/main.tsx).
 */
export const BUILTIN_ROUTE_ID = 'f3b0c8a2-5d14-4e7b-9a36-2c8e1d000000';
