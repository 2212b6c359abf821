// What adding "successor waits for predecessor" would need when the successor starts before the
// predecessor ends: how many days later the successor and everything downstream of it move (so it
// starts on the predecessor's due date and the chain keeps its shape), and which tasks those are.
// The database does the move (add_task_dependency_moving_successors); this is the offer's preview.

export interface ShiftTask {
  id: string | null;
  name: string | null;
  start_date: string | null;
  due_date: string | null;
}

export interface ShiftLink {
  predecessor_id: string;
  successor_id: string;
}

export interface SuccessorShift {
  days: number;
  /** The successor's new start (the predecessor's due date). */
  startsOn: string;
  /** The successor first, then what waits for it, and so on (ids; names where known). */
  moved: Array<{ id: string; name: string | null }>;
}

function dayNumber(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
}

/** Null when the link breaks no date (or a date is missing): it can be added as it is. */
export function successorShiftOf(predecessorId: string, successorId: string, tasks: readonly ShiftTask[], links: readonly ShiftLink[]): SuccessorShift | null {
  const byId = new Map(tasks.flatMap((task) => (task.id === null ? [] : [[task.id, task] as const])));
  const predecessor = byId.get(predecessorId);
  const successor = byId.get(successorId);
  if (!predecessor?.due_date || !successor?.start_date) return null;
  const days = dayNumber(predecessor.due_date) - dayNumber(successor.start_date);
  if (days <= 0) return null;
  const moved: SuccessorShift['moved'] = [];
  const seen = new Set<string>();
  const queue = [successorId];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    moved.push({ id, name: byId.get(id)?.name ?? null });
    for (const link of links) if (link.predecessor_id === id && !seen.has(link.successor_id)) queue.push(link.successor_id);
  }
  return { days, startsOn: predecessor.due_date.slice(0, 10), moved };
}

/** The offer's sentence: "Move "Install panels" and 2 tasks that wait for it 6 days later, so it starts on May 10, 2026?" */
export function shiftOffer(shift: SuccessorShift, format: (iso: string) => string): string {
  const first = shift.moved[0]?.name ?? 'the task';
  const others = shift.moved.length - 1;
  const downstream = others === 0 ? '' : ` and ${others} ${others === 1 ? 'task' : 'tasks'} that ${others === 1 ? 'waits' : 'wait'} for it`;
  return `Move "${first}"${downstream} ${shift.days} ${shift.days === 1 ? 'day' : 'days'} later, so it starts on ${format(shift.startsOn)}?`;
}

/** An ISO day `days` later (null stays null). */
export function shiftDay(iso: string | null | undefined, days: number): string | null {
  if (!iso) return null;
  return new Date((dayNumber(iso) + days) * 86_400_000).toISOString().slice(0, 10);
}
