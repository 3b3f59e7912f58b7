import type { MessageTexts } from './en.js';

export const FR: MessageTexts = {
  'code.login':
    '{{merchant}} : votre code de connexion est {{code}}. Il expire dans {{minutes}} minutes. Ne le communiquez à personne.',
  'code.register':
    '{{merchant}} : votre code d’inscription est {{code}}. Il expire dans {{minutes}} minutes. Ne le communiquez à personne.',
  'code.reset':
    '{{merchant}} : votre code de réinitialisation du mot de passe est {{code}}. Il expire dans {{minutes}} minutes. Ne le communiquez à personne.',
  'code.twoFactor':
    '{{merchant}} : votre code de vérification est {{code}}. Il expire dans {{minutes}} minutes. Ne le communiquez à personne.',
  'code.email':
    '{{merchant}} : votre code pour confirmer cette adresse e-mail est {{code}}. Il expire dans {{minutes}} minutes. Ne le communiquez à personne.',
  'code.subject': '{{merchant}} : votre code',
  'resetLink.subject': '{{merchant}} : réinitialisez votre mot de passe',
  'resetLink.body':
    'Quelqu’un a demandé à réinitialiser le mot de passe de {{account}} sur {{merchant}}. Pour choisir un nouveau mot de passe, ouvrez ce lien dans les {{minutes}} minutes :\n\n{{link}}\n\nSi ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'signInNotice.subject': '{{merchant}} : nouvelle connexion à votre compte',
  'signInNotice.body':
    "Une connexion à {{account}} a eu lieu sur {{merchant}} depuis un nouvel appareil ({{device}}, {{ip}}). Si c'était vous, vous n'avez rien à faire. Sinon, ouvrez ce lien pour déconnecter cet appareil, puis changez votre mot de passe :\n\n{{link}}",
};
