import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/close-icon';
import { MenuIcon } from '../icons/menu-icon';
import { LanguageSelector } from './language-selector';
import { MainNav } from './main-nav';
import { SiteLogo } from './site-logo';
import { useMobileMenu } from './use-mobile-menu';

const MENU_ID = 'site-menu';

/**
 * The site header (docs/site.md "Navigation and layout"): logo, page navigation, language selector and the mobile menu
 * toggle. Fixed to the top with a constant height (52 px / 60 px) so it never shifts the layout;
 * `fixed={false}` keeps it in the flow on checkout and payment-result pages, which get no top padding.
 */
export function SiteHeader({ fixed = true }: { fixed?: boolean }) {
  const { t } = useTranslation('common');
  const menu = useMobileMenu();

  return (
    // Escape is handled on the header so it works wherever focus sits inside the open menu.
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard listener only, no click handler
    <header
      className={fixed ? 'site-header site-header--fixed' : 'site-header'}
      data-menu-open={menu.open ? 'true' : 'false'}
      onKeyDown={menu.onKeyDown}
    >
      <div className="site-header__inner">
        <SiteLogo />
        <button
          ref={menu.toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          aria-label={t('menu.toggle')}
          onClick={menu.toggle}
        >
          {menu.open ? <CloseIcon /> : <MenuIcon />}
        </button>
        {/* Toggle before the menu in the DOM, so Tab moves from the toggle into the opened menu. */}
        <div id={MENU_ID} className="site-header__menu">
          <MainNav onNavigate={menu.close} />
          <LanguageSelector onSwitch={menu.close} />
        </div>
      </div>
    </header>
  );
}
