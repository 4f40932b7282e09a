import { getTranslations } from 'next-intl/server';
import { formatPrice, type PriceList } from '@/lib/content/materials/price-list';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A price list as real tables, one per group: service, price and note. A price never breaks
 * across lines (white-space: nowrap, no-break spaces): «5 000 ₸», «от 38 000 ₸». On a phone the
 * table keeps its columns; the service column wraps, the price does not.
 */
export async function PriceListView({ list, locale }: { list: PriceList; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Materials' });
  return (
    <div className="mt-6 flex flex-col gap-6" data-price-list>
      {list.groups.map((group, index) => {
        const hasNotes = group.rows.some((row) => row.note && pickLocalized(row.note, locale));
        const id = `price-group-${index}`;
        return (
          <section key={index} aria-labelledby={id}>
            <h2 id={id} className="mb-2 text-lg font-semibold">
              {pickLocalized(group.name, locale)}
            </h2>
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-left">
                    <th scope="col" className="py-2 pr-3 font-semibold">{t('priceService')}</th>
                    <th scope="col" className="whitespace-nowrap py-2 pr-3 text-right font-semibold">{t('priceAmount')}</th>
                    {hasNotes && <th scope="col" className="hidden py-2 font-semibold sm:table-cell">{t('priceNote')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row, rowIndex) => {
                    const amount = formatPrice(row.price, list.currency, locale);
                    const note = row.note ? pickLocalized(row.note, locale) : '';
                    return (
                      <tr key={rowIndex} className="border-b border-slate-200 align-top">
                        <td className="py-2 pr-3">
                          {pickLocalized(row.service, locale)}
                          {note && <span className="block text-muted sm:hidden">{note}</span>}
                        </td>
                        <td className="whitespace-nowrap py-2 pr-3 text-right font-medium tabular-nums" data-price>
                          {row.from ? t('priceFrom', { price: amount }) : amount}
                        </td>
                        {hasNotes && <td className="hidden py-2 text-muted sm:table-cell">{note}</td>}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
