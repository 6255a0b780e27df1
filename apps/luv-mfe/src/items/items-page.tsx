import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBuyItems, useIdempotencyKey, useItemShop, useMyItems } from '@luvcast/api-client';
import { ITEMS_AT_ONCE_MAX, type ItemShopResponse, type ProdName } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState, toast } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import shared from '../shared/shared.module.css';

type ShopItem = ItemShopResponse['items'][number];

/** One item of the shop: how many, the price, 구매. One Idempotency-Key per choice. */
function ShopRow({ item }: { item: ShopItem }) {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const failureText = useFailureText();
  const buy = useBuyItems();
  const [quantity, setQuantity] = useState(1);
  const { key, renew } = useIdempotencyKey([item.prodName, quantity]);
  const total = money.count(item.price * quantity);
  return (
    <tr data-item={item.prodName}>
      <td>{item.name}</td>
      <td className={shared.num}>
        {money.count(item.price)} {currency}
      </td>
      <td>
        <input
          type="number"
          min={1}
          max={ITEMS_AT_ONCE_MAX}
          value={quantity}
          aria-label={t`${item.name} 수량`}
          onChange={(e) => setQuantity(Math.min(ITEMS_AT_ONCE_MAX, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
        />
      </td>
      <td>
        <Button
          loading={buy.isPending}
          aria-label={t`${item.name} ${quantity}개 구매 (${total} ${currency})`}
          onClick={() =>
            buy.mutate(
              { body: { prodName: item.prodName as ProdName, quantity }, idempotencyKey: key },
              {
                onSuccess: () => {
                  renew();
                  toast(t`${item.name} ${quantity}개를 구매했습니다.`, { kind: 'success' });
                },
                onError: (err) => toast(failureText(err), { kind: 'error' }),
              },
            )
          }
        >
          <Trans>구매</Trans>
        </Button>
      </td>
    </tr>
  );
}

function Items() {
  const { t } = useLingui();
  const money = useMoney();
  const shop = useItemShop();
  const mine = useMyItems();
  return (
    <>
      <Card as="section" aria-labelledby="item-shop">
        <h2 id="item-shop" className={shared.heading}>
          <Trans>아이템 상점</Trans>
        </h2>
        <QueryState query={shop} loadingLabel={t`불러오는 중`} error={<Trans>아이템을 불러오지 못했습니다.</Trans>}>
          {({ items }) => (
            <table className={shared.table}>
              <thead>
                <tr>
                  <th>
                    <Trans>아이템</Trans>
                  </th>
                  <th className={shared.num}>
                    <Trans>가격</Trans>
                  </th>
                  <th>
                    <Trans>수량</Trans>
                  </th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <ShopRow key={item.prodName} item={item} />
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
      </Card>
      <Card as="section" aria-labelledby="my-items">
        <h2 id="my-items" className={shared.heading}>
          <Trans>보유 아이템</Trans>
        </h2>
        <QueryState query={mine} loadingLabel={t`불러오는 중`} error={<Trans>보유 아이템을 불러오지 못했습니다.</Trans>} isEmpty={(d) => d.total === 0} empty={<Trans>보유한 아이템이 없습니다. 방송에서 선물하기를 눌러 아이템을 보낼 수 있습니다.</Trans>}>
          {({ list }) => (
            <ul className={shared.plainList}>
              {list.map((i) => (
                <li key={i.itemId} data-held={i.prodName}>
                  {i.name} <strong>{t`${money.count(i.quantity)}개`}</strong>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </>
  );
}

/** /luv/items: the item shop and the items the member holds (sent from the gift dialog in a live). */
export function ItemsPage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>아이템</Trans>
      </PageTitle>
      <MemberGate>{() => <Items />}</MemberGate>
    </Page>
  );
}
