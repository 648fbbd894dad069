import { ListChecks, PenSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/session';

/** The home page's way into contributing: submit an entry, or follow earlier submissions. */
export function ContributeCard() {
  const { canUse } = useSession();
  return (
    <Card data-testid="contribute-card">
      <CardHeader>
        <CardTitle as="h2">Contribute to the Archive</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Know a person, event, place, meme or group of IRL streaming history? All submissions are reviewed before being
          added.
        </p>
        {canUse('contribute') ? (
          <Button asChild className="justify-start">
            <Link to="/submissions/new">
              <PenSquare aria-hidden="true" /> Submit an Entry
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" className="justify-start">
          <Link to="/submissions">
            <ListChecks aria-hidden="true" /> My Submissions
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
