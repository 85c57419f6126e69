import type { StopKey } from '@/lib/core';

// The ids of what is dragged and dropped on the planner (TripBoard).

/** A stop: its kind and id. */
export const stopId = (key: StopKey) => `${key.type}-${key.id}`;
/** A day, as a drop target. */
export const dayId = (date: string) => `day:${date}`;
/** 'Not placed yet', as a drop target. */
export const NOT_PLACED_ID = 'not-placed';
