import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_INFO } from '../../../core/site/site-info';
import { seller } from '../../config/seller';
import { FacebookIcon } from '../icons/facebook-icon';
import type { IconProps } from '../icons/icon-props';
import { InstagramIcon } from '../icons/instagram-icon';
import { LinkedinIcon } from '../icons/linkedin-icon';
import { MailIcon } from '../icons/mail-icon';
import { YoutubeIcon } from '../icons/youtube-icon';

type SocialNetwork = keyof typeof SITE_INFO.social;

/** The networks in spec order (docs/site.md "Navigation and layout") with their icons. */
const NETWORKS: readonly { network: SocialNetwork; Icon: ComponentType<IconProps> }[] = [
  { network: 'instagram', Icon: InstagramIcon },
  { network: 'linkedin', Icon: LinkedinIcon },
  { network: 'facebook', Icon: FacebookIcon },
  { network: 'youtube', Icon: YoutubeIcon },
];

/**
 * Icon links to the brand's social profiles, each opening in a new tab without handing the new page a
 * reference to ours (`noopener noreferrer`) and named for screen readers, plus a mail link.
 */
export function FooterSocialLinks() {
  const { t } = useTranslation('common');
  return (
    <ul className="social-links" aria-label={t('footer.social.heading')}>
      {NETWORKS.map(({ network, Icon }) => (
        <li key={network}>
          <a
            className="social-links__link"
            href={SITE_INFO.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`footer.social.${network}`)} ${t('footer.newTab')}`}
          >
            <Icon />
          </a>
        </li>
      ))}
      <li>
        {/* A mailto link opens the mail client; a new tab would only leave an empty page behind. */}
        <a
          className="social-links__link"
          href={`mailto:${seller.supportEmail}`}
          aria-label={t('footer.social.email')}
        >
          <MailIcon />
        </a>
      </li>
    </ul>
  );
}
