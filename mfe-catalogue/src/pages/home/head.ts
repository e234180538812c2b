import type { PageHead } from '@shop/shared/contracts';
import { SHOP_DESCRIPTION } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';

/** The home page's title: the shop and what it sells. */
export const HOME_TITLE = 'Shop: electronics, fashion and home';

/** `/`: the shop itself. */
export function homeHead(site: string): PageHead {
  return {
    title: HOME_TITLE,
    description: SHOP_DESCRIPTION,
    canonical: `${site}${paths.home()}`,
    type: 'website',
    jsonLd: [],
  };
}
