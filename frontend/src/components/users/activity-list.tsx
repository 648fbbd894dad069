import type { ActivityEventDto } from '@/api/generated/types.gen';
import { ActivityItem } from './activity-item';

/** Activity events, newest first as the server sends them. */
export function ActivityList({ events }: { events: ActivityEventDto[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {events.map((event) => (
        <li key={event.id}>
          <ActivityItem event={event} />
        </li>
      ))}
    </ul>
  );
}
