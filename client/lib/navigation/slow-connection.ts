/** The Network Information API's part this reads (not in every browser). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-data on, or a 2g-class connection: prefetching would cost the shopper. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

/** This browser's connection, where it says. */
export const browserConnection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;
