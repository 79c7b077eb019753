import { useTranslation } from 'react-i18next';
import { clientEnv } from '../../config/env';
import { legalConfig } from '../../config/legal';
import { media } from '../../config/media';
import { useLanguage } from '../../lib/i18n/use-language';
import { enabledProcessors } from './enabled-processors';

/**
 * The privacy policy's list of processors in use (docs/legal.md "Processors"): each with what it
 * does, under its configured name, and where it keeps data when the configuration says so.
 */
export function ProcessorList() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const processors = enabledProcessors({
    configured: legalConfig.processors,
    media,
    tracking: clientEnv,
  });
  return (
    <ul className="legal-list legal-processors">
      {processors.map((processor) => (
        <li key={processor.kind}>
          <strong>
            {t(`privacy.processors.${processor.kind}`)}
            {processor.name === undefined ? '' : ` (${processor.name})`}:
          </strong>{' '}
          {t(`privacy.processorPurposes.${processor.kind}`)}
          {processor.location === undefined
            ? null
            : ` ${t('privacy.processorLocation', { location: processor.location[language] })}`}
        </li>
      ))}
    </ul>
  );
}
