// The favorites' window of a shift whose start moves (an edit, or a drag on the calendar): shared by every writer of a
// shift's start, as the rules refuse a window that ends after the start.
import { Timestamp } from 'firebase/firestore';
import { favoritesFirstAfterEdit } from '../domain/favoritesFirst';

/** The update of favoritesFirstUntil that a move to `start` needs: none, or the window closed at the new start. */
export function favoritesFirstOnMove(until: number | null, start: number): { favoritesFirstUntil?: Timestamp | null } {
  const after = favoritesFirstAfterEdit(until, start);
  return after === until ? {} : { favoritesFirstUntil: after == null ? null : Timestamp.fromMillis(after) };
}
