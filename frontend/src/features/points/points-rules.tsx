import {
  BOOST_DURATION_HOURS,
  BOOST_PRICE_POINTS,
  EDIT_POINTS_PER_ARTICLE_PER_DAY,
  POINTS_FOR_EDIT,
  POINTS_FOR_POST,
  SUBMISSION_APPROVAL_POINTS,
} from '@irl/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { pluralize } from '@/lib/format';

/** The site's points rules, as the product states them. */
export const POINTS_RULES = [
  'Create a post: +1 point',
  'Edit an article: +1 point',
  'Donating $1 gives +100 points',
  'Points never go below 0',
] as const;

export const POINTS_SPENDING = 'Points can be spent on boosting posts, custom flairs, personal pages and transfers.';

/** 'once', 'twice' reads better than '1 times'. */
function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

/** The same rules as the server applies them, from the numbers it uses (shared with it). */
export const POINTS_DETAILS = [
  `Publishing an article earns ${pluralize(POINTS_FOR_POST, 'point')}.`,
  `Editing an article's title or body earns ${pluralize(POINTS_FOR_EDIT, 'point')}, at most ${times(
    EDIT_POINTS_PER_ARTICLE_PER_DAY,
  )} per article per day (UTC).`,
  `An archive contribution an admin approves earns ${pluralize(SUBMISSION_APPROVAL_POINTS, 'point')}.`,
  `A boost costs ${pluralize(BOOST_PRICE_POINTS, 'point')} and holds the home page's Featured slot for ${BOOST_DURATION_HOURS} hours.`,
  'Each donate option and points pack in the store shows the points it gives before you pay.',
] as const;

export function PointsRules() {
  return (
    <Card data-testid="points-rules">
      <CardHeader>
        <CardTitle as="h2">How points work</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="list-disc space-y-1 pl-5">
          {POINTS_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">{POINTS_SPENDING}</p>
        <h3 className="pt-1 font-semibold">In detail</h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground" data-testid="points-details">
          {POINTS_DETAILS.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
