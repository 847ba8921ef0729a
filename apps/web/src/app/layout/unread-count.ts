/** The unread count as the bell and the drawer show it: `99+` above 99 (docs/product.md §2). */
export const unreadBadge = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The notification link's accessible name, with the count when there is one. */
export const notificationLabel = (unread: number) =>
  unread ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi';
