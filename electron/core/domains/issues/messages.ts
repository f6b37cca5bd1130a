import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about an answer to an issue refused before it is stored, in the language of the app. */
export const issueText = messageCatalog({
  en: {
    issueUnknown: 'Issue {id} is not in the local copy.',
    chatClosed: 'This issue takes no more messages: the marketplace closed its chat.',
    typeNotHere: 'This kind of message does not go in this issue.',
    empty: 'Write a message or attach a file.',
    tooLong: 'A message is at most {max} characters.',
    fileTooBig: 'The file is larger than {max} MB.',
    fileName: 'The file must be an image (PNG, JPEG, GIF, BMP, TIFF) or a PDF.',
    notClaim: 'Only a claim is decided; a dispute is answered with messages.',
    decided: 'This claim has been decided already.',
    decisionWaiting: 'A decision on this claim is already waiting to be sent.',
    partialRefund: 'A partial refund needs its amount; other decisions take none.',
    decidedMeanwhile: 'The claim was decided meanwhile ({status}): this decision was not sent.',
  },
  pl: {
    issueUnknown: 'Zgłoszenia {id} nie ma w lokalnej kopii.',
    chatClosed: 'To zgłoszenie nie przyjmuje już wiadomości: serwis zamknął jego czat.',
    typeNotHere: 'Takiej wiadomości nie można wysłać w tym zgłoszeniu.',
    empty: 'Napisz wiadomość albo dołącz plik.',
    tooLong: 'Wiadomość może mieć najwyżej {max} znaków.',
    fileTooBig: 'Plik jest większy niż {max} MB.',
    fileName: 'Plik musi być obrazem (PNG, JPEG, GIF, BMP, TIFF) albo plikiem PDF.',
    notClaim: 'Decyzję podejmuje się tylko w reklamacji; w dyskusji odpowiada się wiadomościami.',
    decided: 'Ta reklamacja jest już rozpatrzona.',
    decisionWaiting: 'Decyzja w tej reklamacji czeka już na wysłanie.',
    partialRefund: 'Częściowy zwrot wymaga kwoty; inne decyzje są bez kwoty.',
    decidedMeanwhile: 'Reklamację rozpatrzono w międzyczasie ({status}): ta decyzja nie została wysłana.',
  },
});
