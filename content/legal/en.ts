import type { LegalContent } from "./types.ts";

export const en: LegalContent = {
  eyebrow: "Legal",
  lastUpdated: "Last updated",
  contents: "Contents",
  backToContents: "Back to contents",
  otherDocuments: "Other legal documents",
  documents: {
    terms: {
      title: "Terms of service",
      metaTitle: "Terms of service for the VayVista website subscription",
      metaDescription:
        "The terms for your VayVista booking website: setup and monthly fee, money-back guarantee, monthly cancellation, your responsibilities as an owner, liability and Dutch law.",
      lead: "These terms apply when you use VayVista for the website of your holiday home. We have written them as plainly as we can: what you get, what you pay, what we expect of each other and how you can stop.",
      sections: [
        {
          id: "definitions",
          title: "Definitions",
          blocks: [
            { type: "p", text: "In these terms the following words have the meaning given below." },
            {
              type: "terms",
              items: [
                {
                  term: "VayVista, we, us",
                  text: "VayVista, the company registered in the Netherlands that provides the service described in these terms.",
                },
                {
                  term: "Customer, you",
                  text: "The person or business that takes out a subscription with us, usually the owner or manager of one or more holiday homes.",
                },
                {
                  term: "Service",
                  text: "The website subscription described under [The service](#service), including the booking system, calendar sync, hosting, maintenance and support.",
                },
                {
                  term: "Website",
                  text: "The booking website we set up and run for your holiday home, on a VayVista subdomain or on your own domain name.",
                },
                {
                  term: "Dashboard",
                  text: "The secure part of the service where you manage your website and bookings.",
                },
                {
                  term: "Guest",
                  text: "Anyone who makes an enquiry or a booking for your holiday home through your website.",
                },
                {
                  term: "Booking",
                  text: "An agreement between you and a guest for a stay at your holiday home, made through your website.",
                },
                {
                  term: "Agreement",
                  text: "The agreement between you and VayVista for the service, of which these terms and the data processing agreement form part.",
                },
              ],
            },
          ],
        },
        {
          id: "who-we-are",
          title: "Who we are",
          blocks: [
            {
              type: "p",
              text: "VayVista is a company registered in the Netherlands in the Trade Register of the Netherlands Chamber of Commerce (KvK). Our Chamber of Commerce number, VAT number and business address are shown on every invoice and we are happy to send them on request.",
            },
            {
              type: "p",
              text: "You can reach us through our [contact page](page:contact), by replying to any email you have received from us, or via WhatsApp using the button on our website.",
            },
          ],
        },
        {
          id: "applicability",
          title: "When these terms apply",
          blocks: [
            {
              type: "list",
              items: [
                "These terms apply to every offer we make and to every agreement between you and VayVista for the service.",
                "Your own general terms and conditions do not apply to our agreement, unless we have accepted them in writing.",
                "If we agree something different with you in writing, for example for custom work, that arrangement takes precedence over these terms on the point concerned.",
                "If a provision of these terms turns out to be invalid, the remaining provisions continue to apply. We will then replace the invalid provision with a valid one that comes as close as possible to its purpose.",
              ],
            },
          ],
        },
        {
          id: "service",
          title: "The service",
          blocks: [
            { type: "p", text: "For the subscription fee we provide the following for one holiday home:" },
            {
              type: "list",
              items: [
                "setting up your own booking website in one of our six themes, with your texts, photos, prices and house rules;",
                "publication on a VayVista subdomain or on your own domain name, with a secure (https) connection;",
                "a booking system with an availability calendar that does not accept two bookings for the same dates on your website;",
                "two-way calendar sync via iCal with platforms such as Airbnb and Booking.com (see [Calendar sync](#calendar-sync));",
                "automatic emails to guests, for example a booking confirmation;",
                "the option to let guests pay online through a payment service provider (see [Online payments by guests](#payments));",
                "hosting, daily backups, round-the-clock monitoring and monthly updates of the software;",
                "a sound technical basis for search engines (SEO), such as fast pages, clean page titles and a sitemap;",
                "a dashboard for managing your website and bookings, and personal support by email and WhatsApp.",
              ],
            },
            {
              type: "p",
              text: "Work that falls outside this description, such as professional photography, a logo or custom work, is only carried out after a separate quote that you have accepted. We may improve and extend the service over time. We do not remove an essential part of the service during your subscription without telling you in advance; in that case you may end the agreement with immediate effect.",
            },
          ],
        },
        {
          id: "agreement",
          title: "How the agreement is formed",
          blocks: [
            {
              type: "list",
              items: [
                "The agreement is formed when you complete the order on our website, or when you accept a quote from us in writing or by email. You will receive a confirmation by email.",
                "You must be at least 18 years old to enter into the agreement.",
                "Most owners enter into the agreement as a business, because they rent out their holiday home. If you enter into it as a consumer, that is as a private individual not acting in the course of a trade or profession, the mandatory consumer protection of the law applies in addition to these terms. Where these terms deviate from that protection to your disadvantage, the law prevails.",
                "As a consumer you have a statutory right of withdrawal of 14 days after the agreement is formed. If you ask us to start building your website within that period and then withdraw, you owe a proportionate part of the price for the work already done. Our [money-back guarantee](#money-back) usually gives you more room: within that period you receive all fees back.",
              ],
            },
          ],
        },
        {
          id: "prices",
          title: "Prices and payment",
          blocks: [
            {
              type: "list",
              items: [
                "The service costs a one-off setup fee of {{setupFee}} and a monthly fee of {{monthlyFee}}. The prices on our [pricing page](page:pricing) at the time of your order apply.",
                "Prices for business customers are exclusive of VAT. If you order as a consumer, we show you the price including VAT before you place your order.",
                "We charge no commission on your bookings: 0% of your rental income goes to VayVista. Transaction costs charged by the payment service provider for online payments by your guests are a matter between you and that provider (see [Online payments by guests](#payments)).",
                "The setup fee and the first monthly fee are payable when you order. After that, the monthly fee is charged in advance each month, by the payment method you chose when ordering.",
                "If a payment fails, we will let you know and ask you to pay within 14 days. If you are a business customer and still have not paid after that, you owe the statutory commercial interest and we may suspend the service after a further written warning. For consumers the statutory interest and the statutory rules on collection costs apply.",
                "We may change our prices. We will announce a price increase at least two months in advance by email. You may then cancel before the new price takes effect; until that moment you pay the old price.",
              ],
            },
          ],
        },
        {
          id: "money-back",
          title: "Money-back guarantee",
          blocks: [
            {
              type: "p",
              text: "We want you to be satisfied with your website. If you are not, you can end the agreement within {{moneyBackDays}} days of the day it was formed and we will refund everything you have paid us: the setup fee and the monthly fees.",
            },
            {
              type: "list",
              items: [
                "Tell us by email or through our [contact page](page:contact) that you are using the money-back guarantee. You do not have to give a reason, although we would like to hear how we can do better.",
                "We refund the amount within 14 days of your request, using the payment method you paid with.",
                "Your website goes offline when the agreement ends. Your domain name remains yours (see [Term and cancellation](#term-cancellation)).",
                "The guarantee applies once per customer and per holiday home. It does not cover separate work you ordered on the basis of a quote, such as photography or custom work, if that work has already been carried out.",
              ],
            },
          ],
        },
        {
          id: "term-cancellation",
          title: "Term and cancellation",
          blocks: [
            {
              type: "list",
              items: [
                "The agreement runs for an indefinite period and you can cancel it every month. There is no minimum term and no notice period beyond the current month.",
                "You can cancel by email or through our [contact page](page:contact). Cancellation takes effect at the end of the month you have already paid for; we do not charge any further monthly fees after that.",
                "Your domain name is and remains yours. If we registered it for you, we will transfer it free of charge to you or to a provider of your choice.",
                "After the agreement ends, you can download your data, such as your bookings, texts and photos, for 30 days. After that we delete your website and the personal data we processed for you, except for data we are legally required to keep, such as invoices.",
              ],
            },
          ],
        },
        {
          id: "owner-responsibilities",
          title: "Your responsibilities as an owner",
          blocks: [
            {
              type: "p",
              text: "Your website is your business. You are responsible for the holiday home you offer and for what you promise your guests. In particular, you are responsible for:",
            },
            {
              type: "list",
              items: [
                "correct and up-to-date information on your website, such as the description, photos, prices, availability, arrival and departure times and any additional costs;",
                "your own house rules, cancellation policy and payment conditions towards guests, and for applying them;",
                "the stay itself: the condition and safety of the holiday home, keys, cleaning, contact with guests and handling complaints;",
                "compliance with the rules that apply to renting out your holiday home, such as permits, a registration number, tourist tax, fire safety, insurance and tax obligations;",
                "the texts, photos and other material you supply: you must have the right to use them and they must not infringe the rights of others or break the law;",
                "handling your guests' personal data with care, as the controller under the GDPR (see [Personal data](#data-protection)), including informing guests through a privacy statement on your website;",
                "keeping your login details secret and telling us straight away if you suspect that someone else is using them;",
                "checking that the calendar links between your website and other platforms are set correctly, and keeping your availability up to date on all channels.",
              ],
            },
            {
              type: "p",
              text: "You may not use the service for anything unlawful, for misleading offers or for sending unsolicited messages. If a third party holds us liable because of content or conduct for which you are responsible under this section, you indemnify us against that claim.",
            },
          ],
        },
        {
          id: "bookings",
          title: "Bookings between you and your guests",
          blocks: [
            {
              type: "p",
              text: "VayVista provides the technology with which guests book directly with you. We are not a party to the agreement between you and your guest, and we do not act as your agent, travel organiser or intermediary.",
            },
            {
              type: "list",
              items: [
                "A booking is an agreement between you and the guest alone. Your house rules and conditions apply to it, not ours.",
                "Questions, changes, cancellations, refunds, deposits, damage and disputes with guests are settled between you and the guest.",
                "We do not check guests and we do not guarantee that a guest pays, arrives or behaves properly.",
                "We will gladly help you with the technical side, for example if a booking does not appear in your dashboard or an email has not arrived.",
              ],
            },
          ],
        },
        {
          id: "payments",
          title: "Online payments by guests",
          blocks: [
            {
              type: "list",
              items: [
                "If you want your guests to pay online, for example with iDEAL or by card, you conclude a separate agreement with a licensed payment service provider that we connect to your website. The provider's terms apply to that agreement.",
                "Payments from guests go via the payment service provider to your account. VayVista never receives or holds your guests' money.",
                "The payment service provider may carry out checks on you (for example on your identity and bank account) and may charge transaction fees. These are set by the provider; we add nothing to them.",
                "Refunds to guests are arranged through your account with the payment service provider.",
              ],
            },
          ],
        },
        {
          id: "calendar-sync",
          title: "Calendar sync",
          blocks: [
            {
              type: "p",
              text: "Our booking system does not accept two bookings for the same dates on your own website. To keep your availability aligned with other platforms, we use iCal links in both directions.",
            },
            {
              type: "list",
              items: [
                "Other platforms such as Airbnb and Booking.com decide for themselves how often they read and update iCal links. There is therefore always a short delay before a booking made elsewhere blocks the dates on your website, and the other way round.",
                "In that short window a booking may be made for the same dates on two platforms. We are not liable for this, because the delay lies with the other platforms. Keep your availability up to date on all channels and contact us if a link does not seem to work.",
                "We are not responsible for changes, outages or restrictions at other platforms that affect the sync.",
              ],
            },
          ],
        },
        {
          id: "availability",
          title: "Availability and maintenance",
          blocks: [
            {
              type: "list",
              items: [
                "We do our best to keep your website available at all times. We monitor it day and night, make a backup every day and install updates every month.",
                "We carry out planned maintenance as far as possible at quiet times, and announce maintenance that causes a noticeable interruption in advance.",
                "We cannot guarantee uninterrupted availability. Faults can arise at hosting providers, in internet connections or at other parties on which the service depends. In case of a fault we work to restore the service as quickly as possible.",
                "We are not liable for failures caused by circumstances beyond our control (force majeure), such as large-scale outages at suppliers, cyber attacks despite reasonable security measures, or government measures.",
              ],
            },
          ],
        },
        {
          id: "intellectual-property",
          title: "Intellectual property",
          blocks: [
            {
              type: "list",
              items: [
                "The software, the themes, the designs and the other materials we use to provide the service remain the property of VayVista or its licensors. For the duration of the agreement you receive a non-exclusive, non-transferable right to use them for your website.",
                "The texts, photos, logos and other content you supply remain yours. You give us permission to store, adapt in format, and publish them for as long as this is necessary to provide the service.",
                "Photos or texts we create for you on the basis of a separate quote may be used for your own holiday home, including after the agreement ends, unless we have agreed otherwise in the quote.",
              ],
            },
          ],
        },
        {
          id: "liability",
          title: "Liability",
          blocks: [
            {
              type: "list",
              items: [
                "If we fall short in performing the agreement, please let us know in writing as soon as possible and give us a reasonable period to put it right.",
                "Our liability is limited to direct damage and to no more than the amount you paid us under the agreement in the twelve months before the event that caused the damage.",
                "We are not liable for indirect damage, such as lost bookings, lost turnover or profit, reputational damage, or fines or claims from third parties, including guests.",
                "If data are lost, our obligation is limited to restoring the most recent available backup.",
                "These limitations do not apply if the damage is the result of intent or deliberate recklessness on the part of VayVista's management, nor to the extent that the law does not permit a limitation, for example towards consumers.",
                "A claim for damages lapses if you have not reported it to us in writing within twelve months of discovering the damage.",
              ],
            },
          ],
        },
        {
          id: "data-protection",
          title: "Personal data and the data processing agreement",
          blocks: [
            {
              type: "p",
              text: "When your guests book through your website, you are the controller of their personal data under the General Data Protection Regulation (GDPR). VayVista processes those data on your behalf, as your processor.",
            },
            {
              type: "list",
              items: [
                "Our data processing agreement forms part of the agreement and applies from the moment the agreement is formed. It sets out, among other things, which data we process, how we secure them, which sub-processors we use and how we help you when a guest exercises their rights. We send you a copy with your order confirmation and on request.",
                "For the personal data we process about you ourselves, as a controller, our [privacy policy](page:privacy) applies.",
              ],
            },
          ],
        },
        {
          id: "suspension",
          title: "Suspension and termination by VayVista",
          blocks: [
            {
              type: "list",
              items: [
                "We may suspend the service, in whole or in part, if you do not pay despite a reminder, if you use the service in breach of [your responsibilities as an owner](#owner-responsibilities), or if your website endangers the security of our systems. Except in urgent cases, we will warn you in advance and give you the opportunity to resolve the problem.",
                "We may terminate the agreement if you seriously or repeatedly fail to meet your obligations. You keep the right to your domain name and, for 30 days, to a download of your data.",
                "We may also end the agreement for other reasons by giving at least three months' notice, for example if we stop providing the service. In that case we refund monthly fees you have paid in advance for the period after the end.",
              ],
            },
          ],
        },
        {
          id: "changes",
          title: "Changes to these terms",
          blocks: [
            {
              type: "p",
              text: "We may change these terms, for example when we add new features or when the law changes. We will send you significant changes by email at least 30 days before they take effect. If you do not agree with a change, you may cancel the agreement before the date it takes effect; the current terms then continue to apply until the end of your subscription.",
            },
          ],
        },
        {
          id: "complaints",
          title: "Complaints",
          blocks: [
            {
              type: "p",
              text: "Not happy with something? Tell us through our [contact page](page:contact) or by email, describing what went wrong as clearly as possible. We confirm receipt within two working days and aim to give you a substantive answer within 14 days. If that takes longer, we will tell you when you can expect an answer.",
            },
          ],
        },
        {
          id: "law",
          title: "Applicable law and disputes",
          blocks: [
            {
              type: "list",
              items: [
                "Dutch law applies to the agreement and to these terms. The United Nations Convention on Contracts for the International Sale of Goods (CISG) does not apply.",
                "We would always rather solve a disagreement together. If that does not work, the dispute is submitted to the competent court in the district where VayVista has its registered office.",
                "If you are a consumer, you keep the protection of the mandatory rules of the country where you live. You may also bring a dispute before the competent court of your place of residence.",
              ],
            },
          ],
        },
        {
          id: "contact",
          title: "Contact",
          blocks: [
            {
              type: "p",
              text: "Questions about these terms? Send us a message through our [contact page](page:contact) or [book a free consultation](page:consultation). We will answer in plain language, in Dutch, English or Polish.",
            },
          ],
        },
      ],
    },
    privacy: {
      title: "Privacy policy",
      metaTitle: "Privacy policy: how VayVista handles personal data (GDPR)",
      metaDescription:
        "Which personal data VayVista processes, why, on which legal basis and for how long; our processors, transfers, your rights under the GDPR and how to complain.",
      lead: "We handle personal data carefully and collect no more than we need. In this policy we explain which data we process, why, how long we keep them and what rights you have under the General Data Protection Regulation (GDPR).",
      sections: [
        {
          id: "controller",
          title: "Who is responsible",
          blocks: [
            {
              type: "p",
              text: "VayVista, a company registered in the Netherlands, is the controller for the processing of personal data described in this policy. Our Chamber of Commerce (KvK) number and business address are shown on every invoice and are available on request.",
            },
            {
              type: "p",
              text: "For questions about privacy or to exercise your rights, contact us through our [contact page](page:contact) or by replying to an email from us. Please mention 'privacy' in the subject so that your question reaches the right person straight away.",
            },
          ],
        },
        {
          id: "scope",
          title: "What this policy covers",
          blocks: [
            { type: "p", text: "This policy applies to:" },
            {
              type: "list",
              items: [
                "visitors to the VayVista website and people who fill in a form on it, for example to ask a question or to book a consultation;",
                "holiday-home owners who have, or want to take out, a subscription with us, and the contact persons of their business;",
                "guests who book through a website built with VayVista, to the extent described under [Our role for guests of owners](#processor-role).",
              ],
            },
          ],
        },
        {
          id: "data",
          title: "Which personal data we process",
          blocks: [
            { type: "h3", text: "When you contact us or request a consultation" },
            {
              type: "list",
              items: [
                "your name, email address and, if you provide it, your phone number;",
                "details of your holiday home that you give us, such as the type of property, its location and the number of properties;",
                "your message and, for a consultation, your preferred date and time slot;",
                "the correspondence that follows, by email, phone or WhatsApp.",
              ],
            },
            { type: "h3", text: "When you are a customer" },
            {
              type: "list",
              items: [
                "your name, company name, address, email address and phone number;",
                "your Chamber of Commerce and VAT numbers, if you are a business;",
                "your login details; we store passwords only in encrypted (hashed) form;",
                "billing and payment data, such as invoices and payment status. We do not store full card numbers: they are handled by the payment service provider;",
                "the content of your website and the settings in your dashboard;",
                "your questions to our support and our answers.",
              ],
            },
            { type: "h3", text: "When you visit our website" },
            {
              type: "list",
              items: [
                "technical data that every browser sends, such as your IP address, browser type and the page you request. We use these to deliver the website and to protect it against abuse;",
                "to stop forms from being misused we briefly keep track of how often a form is sent from the same connection. We do not store your IP address in readable form for this;",
                "we do not use analytics or tracking cookies on our website. Read more in our [cookie policy](page:cookies).",
              ],
            },
            { type: "h3", text: "Guests of our customers" },
            {
              type: "p",
              text: "When a guest books through a website built with VayVista, we process the booking data on behalf of the owner: name, contact details, dates of stay, number of guests, messages and payment status. [Our role for guests of owners](#processor-role) explains how this works.",
            },
          ],
        },
        {
          id: "purposes",
          title: "Purposes and legal bases",
          blocks: [
            {
              type: "p",
              text: "We only process personal data if we have a legal basis for it under Article 6 GDPR. For each purpose:",
            },
            {
              type: "terms",
              items: [
                {
                  term: "Answering your questions and holding consultations",
                  text: "Taking steps at your request before entering into an agreement, and our legitimate interest in answering questions from people who contact us.",
                },
                {
                  term: "Setting up and running your website, dashboard and support",
                  text: "Performance of the agreement with you.",
                },
                {
                  term: "Invoicing, bookkeeping and tax obligations",
                  text: "A legal obligation, in particular the Dutch statutory obligation to keep business records.",
                },
                {
                  term: "Security, preventing abuse and fraud, and backups",
                  text: "Our legitimate interest in a secure, reliable service for all customers.",
                },
                {
                  term: "Service messages, such as maintenance announcements and changes to our terms",
                  text: "Performance of the agreement and our legitimate interest in keeping you informed.",
                },
                {
                  term: "A newsletter with tips for owners",
                  text: "Only with your consent, which you can withdraw at any time with the link in every newsletter.",
                },
              ],
            },
            {
              type: "p",
              text: "Where we rely on our legitimate interest, we have weighed that interest against your privacy. You may object to this at any time (see [Your rights](#rights)).",
            },
          ],
        },
        {
          id: "retention",
          title: "How long we keep data",
          blocks: [
            {
              type: "list",
              items: [
                "Contact and consultation requests that do not lead to an agreement: up to 12 months after our last contact.",
                "Customer data: for as long as the agreement runs, and then for 30 days so that you can download your data. After that we delete them.",
                "Invoices and the accounting records that go with them: seven years, as required by Dutch tax law.",
                "Guest booking data: for as long as the owner's agreement runs, unless the owner deletes the data earlier, and then for the same 30 days.",
                "Server logs: no longer than 30 days, unless we need them to investigate a specific security incident.",
                "Backups: we make an encrypted backup every day and keep the daily ones for 7 days, one a week for 4 weeks and one a month for 12 months. Data you delete will therefore have disappeared from our backups after 12 months at the latest. If we ever restore a backup after an outage, we delete again at once whatever you had already asked us to delete.",
              ],
            },
          ],
        },
        {
          id: "sharing",
          title: "Who we share data with",
          blocks: [
            {
              type: "p",
              text: "We do not sell personal data and do not share them with advertisers. We use a small number of carefully selected service providers that process data on our instructions (processors):",
            },
            {
              type: "list",
              items: [
                "hosting and backup storage: our servers and backups are in data centres in the European Union;",
                "email delivery: a service that sends our emails and the automatic guest emails, and reports whether they arrive;",
                "payment service providers: licensed companies that process payments for our subscription and, on the owner's behalf, payments by guests. For the payment data they are partly independent controllers, because of their own legal obligations under financial regulation.",
              ],
            },
            {
              type: "p",
              text: "We have concluded a data processing agreement with every processor. In addition, we only share data where the law requires it, for example with the tax authorities, or at the request of a competent authority with a legal basis.",
            },
            {
              type: "p",
              text: "If you contact us via WhatsApp, WhatsApp (Meta) also processes data under its own privacy policy. Prefer not to? Use our [contact page](page:contact) or email instead.",
            },
          ],
        },
        {
          id: "transfers",
          title: "Transfers outside the European Economic Area",
          blocks: [
            {
              type: "p",
              text: "We store personal data in the European Economic Area (EEA) as far as possible. If a service provider processes data outside the EEA, or is part of a group that is based there, we only allow this if an adequate level of protection is guaranteed: through an adequacy decision of the European Commission (such as the EU-US Data Privacy Framework for certified companies) or through the Standard Contractual Clauses of the European Commission, with additional measures where necessary. On request we will tell you which safeguard applies.",
            },
          ],
        },
        {
          id: "processor-role",
          title: "Our role for guests of owners",
          blocks: [
            {
              type: "p",
              text: "For bookings made through an owner's website, the owner is the controller and VayVista is the processor. That means:",
            },
            {
              type: "list",
              items: [
                "the owner decides which data are requested from guests and what happens to them, and informs guests through their own privacy statement;",
                "we process guest data only on the owner's instructions, to run the website, the bookings and the guest emails, and for nothing else;",
                "guests who want to exercise their rights should contact the owner. If a guest contacts us, we forward the question to the owner and help the owner to answer it.",
              ],
            },
            {
              type: "p",
              text: "The agreements about this are set out in the data processing agreement between VayVista and the owner (see our [terms of service](page:terms#data-protection)).",
            },
          ],
        },
        {
          id: "security",
          title: "Security",
          blocks: [
            {
              type: "p",
              text: "We take appropriate technical and organisational measures to protect personal data against loss and unauthorised access. These include:",
            },
            {
              type: "list",
              items: [
                "encrypted connections (https) for our website and all customer websites;",
                "passwords stored only in hashed form;",
                "access to personal data only for team members who need it for their work;",
                "daily backups, round-the-clock monitoring and monthly security updates.",
              ],
            },
            {
              type: "p",
              text: "If a data breach does occur, we act in accordance with the GDPR: where required we notify the Dutch Data Protection Authority and the people involved, and as a processor we inform the owner without undue delay.",
            },
          ],
        },
        {
          id: "cookies",
          title: "Cookies",
          blocks: [
            {
              type: "p",
              text: "We only use functional cookies, for example to keep you signed in to your dashboard. We do not use tracking cookies on our marketing website. Read all about it in our [cookie policy](page:cookies).",
            },
          ],
        },
        {
          id: "rights",
          title: "Your rights",
          blocks: [
            { type: "p", text: "Under the GDPR you have the following rights:" },
            {
              type: "terms",
              items: [
                { term: "Access", text: "You may ask which personal data we process about you and receive a copy." },
                { term: "Rectification", text: "You may have incorrect or incomplete data corrected or completed." },
                {
                  term: "Erasure",
                  text: "You may ask us to delete your data, unless we must keep them, for example for the tax authorities. As an owner you delete your account yourself on your account page: your website goes offline at once, for 30 days you can still download your data or undo it, and then we delete everything except our invoices to you, which we keep for seven years.",
                },
                {
                  term: "Restriction",
                  text: "You may ask us to use your data temporarily for nothing other than storage, for example while we investigate a complaint.",
                },
                {
                  term: "Data portability",
                  text: "You may receive data you have provided to us in a structured, commonly used format, or have them transferred to another party. As an owner you download everything yourself on your account page, in one zip file: tables as CSV, the rest as JSON, your photos and invoices as separate files.",
                },
                {
                  term: "Objection",
                  text: "You may object to processing based on our legitimate interest. We then stop, unless we have compelling reasons that outweigh your interests.",
                },
                {
                  term: "Withdrawing consent",
                  text: "If we process data on the basis of your consent, you may withdraw it at any time. This does not affect processing that took place before.",
                },
              ],
            },
            {
              type: "p",
              text: "Send your request through our [contact page](page:contact). Exercising your rights is free of charge. We respond within one month; if a request is complex, we may extend this period by up to two months, in which case we will let you know within the first month. We may ask you to confirm your identity first, so that we never hand your data to someone else.",
            },
            {
              type: "p",
              text: "We do not make decisions based solely on automated processing, including profiling, that have legal or similarly significant effects for you.",
            },
          ],
        },
        {
          id: "complaints",
          title: "Complaints",
          blocks: [
            {
              type: "p",
              text: "Do you think we are not handling your data properly? Please let us know first; we will gladly look for a solution with you. You also have the right to lodge a complaint with a supervisory authority. In the Netherlands that is the [Autoriteit Persoonsgegevens](https://autoriteitpersoonsgegevens.nl) (the Dutch Data Protection Authority). If you live or work in another EU country, you may also complain to the supervisory authority there.",
            },
          ],
        },
        {
          id: "children",
          title: "Children",
          blocks: [
            {
              type: "p",
              text: "Our service is intended for owners of holiday homes and not for children. We do not knowingly collect personal data from anyone under 16. If you believe a child has sent us data, please let us know and we will delete them.",
            },
          ],
        },
        {
          id: "changes",
          title: "Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy, for example when we start using a new service provider. The date at the top shows when it was last changed. We will tell customers about significant changes by email.",
            },
          ],
        },
      ],
    },
    cookies: {
      title: "Cookie policy",
      metaTitle: "Cookie policy: only functional cookies, no tracking",
      metaDescription:
        "VayVista uses only functional cookies: a session cookie when you are signed in and your language preference. No tracking cookies. Also: the service worker cache and how to delete cookies.",
      lead: "Short and simple: we do not track you. Our website only uses what is needed to make it work. Here is exactly what that is and how you can remove it.",
      sections: [
        {
          id: "what-are-cookies",
          title: "What cookies are",
          blocks: [
            {
              type: "p",
              text: "Cookies are small text files that a website stores in your browser, so that it can remember something between pages or visits, such as the fact that you are signed in. Comparable techniques, such as the browser's local storage and the cache of a service worker, are also covered by this policy.",
            },
          ],
        },
        {
          id: "cookies-we-use",
          title: "Which cookies we use",
          blocks: [
            {
              type: "p",
              text: "We only use functional cookies that we place ourselves (first-party). They are needed for the website to work as you expect:",
            },
            {
              type: "terms",
              items: [
                {
                  term: "Session cookie (only when you are signed in)",
                  text: "Keeps you signed in to your dashboard as you move from page to page, and protects your session against misuse. It is only set when you sign in, contains no personal data in readable form and is deleted when you sign out or at the latest after 30 days.",
                },
                {
                  term: "Language preference",
                  text: "Remembers whether you read our website in Dutch, English or Polish, so that you see your language on your next visit. Contains only the language code and is kept for up to one year.",
                },
              ],
            },
            {
              type: "p",
              text: "Visiting our website without signing in? Then at most the language preference is stored.",
            },
          ],
        },
        {
          id: "no-tracking",
          title: "No tracking cookies",
          blocks: [
            { type: "p", text: "On our marketing website we do not use:" },
            {
              type: "list",
              items: [
                "analytics cookies or visitor statistics that follow you across pages or visits;",
                "advertising cookies, retargeting or tracking pixels of social networks;",
                "embedded content from third parties that places cookies, such as video players or maps.",
              ],
            },
            {
              type: "p",
              text: "The WhatsApp button is an ordinary link. WhatsApp only processes data once you click it and open WhatsApp. Because we only use functional cookies, the law does not require us to ask for your consent, which is why you will not see a cookie banner here.",
            },
          ],
        },
        {
          id: "service-worker",
          title: "The service worker cache",
          blocks: [
            {
              type: "p",
              text: "Our website registers a service worker: a small script in your browser that stores static files, such as styles, scripts and icons, plus a simple offline page, in the browser's cache. As a result, pages load faster on your next visit and you see a clear message instead of an error if your connection drops.",
            },
            {
              type: "p",
              text: "This cache contains no personal data and is not used to recognise or follow you. It stays in your browser until it is replaced by a new version or until you delete it yourself.",
            },
          ],
        },
        {
          id: "owner-websites",
          title: "Websites of our customers",
          blocks: [
            {
              type: "p",
              text: "The booking websites we build for holiday-home owners use the same functional approach by default. Each owner is responsible for their own website. If an owner adds tools that place other cookies, the owner must inform visitors and ask for consent where required.",
            },
          ],
        },
        {
          id: "delete",
          title: "How to view and delete cookies",
          blocks: [
            {
              type: "p",
              text: "You can view and delete cookies and other site data at any time in your browser settings. This is usually found under:",
            },
            {
              type: "list",
              items: [
                "Chrome: Settings → Privacy and security → Third-party cookies / See all site data and permissions;",
                "Firefox: Settings → Privacy & Security → Cookies and Site Data → Manage Data;",
                "Safari: Settings (Preferences) → Privacy → Manage Website Data;",
                "Edge: Settings → Cookies and site permissions → Manage and delete cookies and site data.",
              ],
            },
            {
              type: "p",
              text: "Deleting the 'site data' for our website also removes the service worker and its cache. You can block cookies too, but you will then no longer be able to sign in to the dashboard and your language preference will not be remembered. The rest of the website will continue to work.",
            },
          ],
        },
        {
          id: "more",
          title: "Changes and questions",
          blocks: [
            {
              type: "p",
              text: "If we ever want to use other cookies, we will update this policy first and, where the law requires it, ask for your consent beforehand. For more on how we handle personal data, read our [privacy policy](page:privacy). Questions? Get in touch through our [contact page](page:contact).",
            },
          ],
        },
      ],
    },
    disclaimer: {
      title: "Disclaimer",
      metaTitle: "Disclaimer for the VayVista website",
      metaDescription:
        "What you can and cannot rely on from the information on the VayVista website: examples and calculations are indicative, external links, trademarks, availability and liability.",
      lead: "We take great care over the information on our website. Even so, we want to be clear about what you can and cannot rely on.",
      sections: [
        {
          id: "information",
          title: "Information on this website",
          blocks: [
            {
              type: "p",
              text: "The information on this website is general and intended to help you decide whether VayVista suits your holiday home. We compile it carefully and keep it up to date, but it may still contain errors or be incomplete. No rights can be derived from the information on this website.",
            },
            {
              type: "p",
              text: "What we agree with you is laid down in our [terms of service](page:terms) and in the order confirmation or quote you receive from us. Where information on this website differs from those documents, the documents prevail.",
            },
          ],
        },
        {
          id: "examples",
          title: "Examples, calculations and demos",
          blocks: [
            {
              type: "list",
              items: [
                "Calculations, for example of what you could save on commission, are indicative. They are based on the figures you enter or on stated assumptions, not on your actual situation.",
                "How many bookings your own website brings in depends on many factors, such as the location, season, price, photos, reviews and your own marketing. We therefore do not guarantee any bookings, occupancy or revenue.",
                "Example websites, screenshots, mock-ups and the demo show what is possible. They contain fictional holiday homes, names and data.",
                "Customer stories describe the experiences of individual owners. Your results may differ.",
              ],
            },
          ],
        },
        {
          id: "prices",
          title: "Prices and obvious mistakes",
          blocks: [
            {
              type: "p",
              text: "The prices on our [pricing page](page:pricing) and in the order overview at the time of your order apply. We do our best to avoid mistakes, but we are not bound by an obvious error or slip, for example a price that is clearly wrong.",
            },
          ],
        },
        {
          id: "no-advice",
          title: "No legal or tax advice",
          blocks: [
            {
              type: "p",
              text: "In our blog and on other pages we sometimes write about topics such as tourist tax, registration requirements, house rules or privacy rules for owners. That information is general and can differ by country, region and municipality. It is no substitute for personal advice. Check the rules that apply to you with your local authority or with an adviser.",
            },
          ],
        },
        {
          id: "external-links",
          title: "External links",
          blocks: [
            {
              type: "p",
              text: "This website contains links to websites of other parties, for example a supervisory authority. We have no control over those websites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the website or its owner.",
            },
          ],
        },
        {
          id: "trademarks",
          title: "Names and trademarks of others",
          blocks: [
            {
              type: "p",
              text: "Airbnb, Booking.com, iDEAL, WhatsApp and other names we mention are trademarks of their respective owners. We mention them only to explain which platforms and payment methods VayVista works with. VayVista is not affiliated with these companies and is not endorsed by them.",
            },
          ],
        },
        {
          id: "availability",
          title: "Availability of the website",
          blocks: [
            {
              type: "p",
              text: "We aim to keep this website available at all times, but we cannot guarantee that it will always work without interruption or errors, for example during maintenance or in case of faults at our suppliers. The availability of customer websites is covered by our [terms of service](page:terms#availability).",
            },
          ],
        },
        {
          id: "intellectual-property",
          title: "Intellectual property",
          blocks: [
            {
              type: "p",
              text: "The texts, designs, themes, illustrations and software on this website belong to VayVista or its licensors. You may read, print and share pages for personal use. Copying, publishing or reusing content in any other way requires our prior written permission.",
            },
          ],
        },
        {
          id: "liability",
          title: "Liability",
          blocks: [
            {
              type: "p",
              text: "To the extent permitted by law, VayVista is not liable for damage resulting from the use of this website or of the information on it, or from the website being temporarily unavailable. This does not apply if the damage is the result of intent or deliberate recklessness on our part. For customers, the liability provisions in our [terms of service](page:terms#liability) apply.",
            },
          ],
        },
        {
          id: "contact",
          title: "Spotted a mistake?",
          blocks: [
            {
              type: "p",
              text: "If you come across something on our website that is incorrect or unclear, we would like to know. Let us know through our [contact page](page:contact) and we will correct it as quickly as possible.",
            },
          ],
        },
      ],
    },
  },
};
