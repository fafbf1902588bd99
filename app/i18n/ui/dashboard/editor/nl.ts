/** Dutch texts of the dashboard's rich-text editor (the reference language). */
export const nl = {
  loading: "De editor wordt geladen…",
  loadFailed:
    "De editor kon niet worden geladen. Je tekst blijft bewaard; laad de pagina opnieuw om verder te schrijven.",
  toolbar: "Opmaak",
  bold: "Vet",
  italic: "Cursief",
  link: "Link",
  heading2: "Kop",
  heading3: "Tussenkop",
  bulletList: "Opsomming",
  orderedList: "Genummerde lijst",
  blockquote: "Citaat",
  horizontalRule: "Scheidingslijn",
  undo: "Ongedaan maken",
  redo: "Opnieuw doen",
  linkDialog: {
    title: "Link toevoegen",
    editTitle: "Link aanpassen",
    address: "Adres van de link",
    hint: "Een webadres (www.voorbeeld.nl), e-mailadres of telefoonnummer.",
    invalid:
      "Dit is geen webadres, e-mailadres of telefoonnummer. Een link kan alleen naar https://, http://, mailto: of tel: gaan.",
    save: "Link opslaan",
    remove: "Link weghalen",
    cancel: "Annuleren",
  },
};
