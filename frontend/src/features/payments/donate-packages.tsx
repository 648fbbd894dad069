import type { StoreItemDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';

/** The Donate page's packages: price, points, the bonus when points exceed price times 100. */
export function DonatePackages({
  packages,
  disabled,
  pendingKey,
  onChoose,
}: {
  packages: StoreItemDto[];
  disabled: boolean;
  pendingKey: string | null;
  onChoose: (item: StoreItemDto) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Point packages">
      {packages.map((item) => (
        <li key={item.id}>
          <Card className={item.highlighted ? 'h-full border-primary ring-1 ring-primary' : 'h-full'}>
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle as="h2">{item.name}</CardTitle>
                {item.highlighted ? <Badge>Most Popular</Badge> : null}
              </div>
              <CardDescription>{item.description}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-1">
              <p className="text-3xl font-bold">{formatMoney(item.priceCents, item.currency)}</p>
              <p className="font-medium">{formatNumber(item.points)} points</p>
              {item.bonusPercent > 0 ? (
                <p className="text-sm font-medium text-green-700 dark:text-green-400">+{item.bonusPercent}% bonus</p>
              ) : null}
            </CardContent>
            <CardFooter>
              <Button
                className="w-full"
                disabled={disabled}
                aria-busy={pendingKey === item.key}
                onClick={() => onChoose(item)}
                aria-label={`Choose ${item.name}: ${formatMoney(item.priceCents, item.currency)} for ${formatNumber(item.points)} points`}
              >
                {pendingKey === item.key ? 'Preparing...' : 'Choose'}
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
