import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/page/use-document-title.ts';
import * as listStyles from '../applications/applications.css.ts';
import { profileSectionTitles } from '../profile-sections.tsx';
import * as profileStyles from '../profile.css.ts';
import { ApiLoaded } from './api-loaded.tsx';
import { OfferCard } from './offer-card.tsx';
import { answerOffer } from './pipeline-api.ts';
import { useApiData } from './use-api-data.ts';

/** `/profile/loanOffers`: every offer of every application, newest first, with Accept / Decline. */
export function LoanOffersPage() {
  const { title, sentence } = profileSectionTitles.loanOffers;
  useDocumentTitle(title);
  const { state, reload } = useApiData((api) => api.listLoanOffers(), 'offers');
  return (
    <section aria-labelledby="profile-section-title">
      <h1 id="profile-section-title" className={profileStyles.title}>
        {title}
      </h1>
      <p className={profileStyles.sentence}>{sentence}</p>
      <ApiLoaded state={state} reload={reload} what="your loan offers">
        {({ offers }) =>
          offers.length === 0 ? (
            <div className={listStyles.empty}>
              <p className={listStyles.paragraph}>You have no loan offers yet.</p>
              <p className={listStyles.paragraph}>
                Once a loan officer has reviewed an application you sent us, its offer appears here with the
                amount, rate, term and monthly payment, and you can accept or decline it.
              </p>
              <Link to="/profile/longFormComplete">See where your applications stand</Link>
            </div>
          ) : (
            <ul className={listStyles.list} aria-label="Loan offers">
              {offers.map((offer) => (
                <OfferCard key={offer.id} offer={offer} onAnswer={answerOffer} onChanged={reload} />
              ))}
            </ul>
          )
        }
      </ApiLoaded>
    </section>
  );
}
