# La classe pour tous et pour les étudiants : rejoindre un groupe, se
# connecter, les groupes et devoirs d’un étudiant, faire un exercice, le
# compte de l’enseignant.

class-title = Classe
class-needs-js = Ces formulaires ont besoin de JavaScript : l’inscription et la connexion se font dans votre navigateur.

## Entrer

class-signin-title = Se connecter à la classe
class-welcome-lead = Rejoignez votre groupe avec le code que votre enseignant vous a donné, revenez avec votre code de récupération, ou connectez-vous en tant qu’enseignant.
class-join-title = Rejoindre un groupe
class-join-heading = Rejoindre un groupe
class-join-have-account = Déjà inscrit ? Connectez-vous avec votre code de récupération.
class-join-code = Code d’accès
class-join-name = Nom affiché
class-join-name-help = Le nom que votre enseignant voit à côté de vos résultats. Aucune adresse e-mail n’est demandée.
class-privacy-link = Ce que le serveur conserve
class-join-submit = Rejoindre le groupe
class-joined = Vous avez rejoint { $group }.
class-recovery-heading = Votre code de récupération
class-recovery-explain = Ce code est votre seul moyen de vous reconnecter, sur cet ordinateur après une déconnexion ou sur un autre appareil. Notez-le ou copiez-le en lieu sûr.
class-recovery-copy = Copier le code
class-recovery-copied = Copié.
class-recovery-once = Il ne s’affiche qu’une fois. Si vous le perdez, votre enseignant peut vous en donner un nouveau.
class-recovery-continue = Je l’ai noté : voir mes devoirs
class-recover-heading = Se reconnecter avec un code de récupération
class-recover-code = Code de récupération
class-recover-submit = Se connecter
class-instructor-heading = Connexion enseignant
class-instructor-name = Nom
class-password = Mot de passe
class-instructor-submit = Se connecter en tant qu’enseignant

## Premier enseignant

class-setup-heading = Créer le premier enseignant
class-setup-lead = Ce lien ne fonctionne qu’une fois. Choisissez le nom et le mot de passe avec lesquels vous vous connecterez ; vous pourrez ajouter d’autres enseignants à vos groupes ensuite.
class-new-password = Nouveau mot de passe
class-password-help = { $count ->
    [one] Au moins { $count } caractère.
   *[other] Au moins { $count } caractères.
}
class-password-again = Le même mot de passe, une seconde fois
class-password-mismatch = Les deux mots de passe ne sont pas identiques.
class-setup-submit = Créer l’enseignant

## Compte

class-sign-out = Se déconnecter
class-signed-in-as = Connecté en tant que { $name }.
class-signed-in-instructor = Connecté en tant que { $name }, enseignant.
class-to-teach = Vos groupes et vos devoirs
class-password-heading = Changer de mot de passe
class-password-lead = Vos autres sessions se terminent quand le mot de passe change.
class-password-current = Mot de passe actuel
class-password-submit = Changer le mot de passe
class-password-changed = Votre mot de passe est changé.

## Erreurs

class-error-signed-out = Veuillez vous reconnecter.
class-error-bad-credentials = Connexion refusée : { $detail }.
class-error-forbidden = Vous n’avez pas accès à ceci.
class-error-not-found = Introuvable : { $detail }.
class-error-invalid = Vérifiez le formulaire : { $detail }.
class-error-rate-limited = { $seconds ->
    [one] Trop d’essais. Réessayez dans { $seconds } seconde.
   *[other] Trop d’essais. Réessayez dans { $seconds } secondes.
}
class-error-unavailable = La base de données de la classe ne répond pas. Réessayez dans un instant.
class-error-network = Le serveur n’a pas répondu. Vérifiez votre connexion et réessayez.
class-error-bad-request = Le serveur n’a pas pu lire cette requête. Rechargez la page et réessayez.
class-error-other = Une erreur s’est produite : { $detail }.
class-refused-not-open = Ce devoir n’est pas encore ouvert.
class-refused-past-due = La date limite est passée et ce devoir n’accepte pas les rendus en retard.
class-refused-open-first = Commencez la tentative chronométrée avant de rendre votre réponse.
class-refused-time-up = Le temps de cette tentative est écoulé.
class-refused-attempts-used = Vous avez utilisé toutes vos tentatives sur cet exercice.
class-refused-name-taken = Ce nom est déjà pris. Choisissez-en un autre.
class-refused-in-use = C’est encore utilisé.
class-refused-holds-data = Cet élément contient encore des données et ne peut pas être supprimé.

## Groupes et devoirs

class-no-groups = Vous ne faites encore partie d’aucun groupe.
class-no-assignments = Pas encore de devoir dans ce groupe.
class-opens = Ouverture
class-due = Date limite
class-phase-upcoming = Pas encore ouvert
class-phase-open = Ouvert
class-phase-late = Date limite passée, rendus en retard acceptés
class-phase-closed = Fermé
class-submitted-items = { $total ->
    [one] { $done } exercice rendu sur { $total }
   *[other] { $done } exercices rendus sur { $total }
}
class-late-mark = en retard
class-score = Note : { $score }
class-leave = Quitter ce groupe
class-leave-confirm = Quitter { $group } ? Vos rendus et vos résultats dans ce groupe seront supprimés et votre enseignant ne les verra plus. C’est définitif.
class-leave-yes = Quitter et supprimer mes données
class-cancel = Annuler
class-kind-quiz = Scénario de quiz
class-kind-challenge = Défi du bac à sable
class-kind-simulator = Scénario du simulateur
class-kind-exam = Question d’examen
class-exam-your-answer = Votre réponse
class-exam-choose = Choisissez une option, puis dites si vous en êtes sûr.
class-response-exam = Vous avez choisi l’option { $chosen } ; la bonne réponse est l’option { $expected }.
class-exam-explained = Explications

## Un devoir

class-assignment-title = Devoir
class-rule-attempts = { $count ->
    [one] { $count } tentative par exercice.
   *[other] { $count } tentatives par exercice.
}
class-rule-attempts-unlimited = Tentatives illimitées.
class-rule-time-limit = { $minutes ->
    [one] { $minutes } minute par tentative.
   *[other] { $minutes } minutes par tentative.
}
class-rule-late-accepted = Les rendus en retard sont acceptés et marqués en retard.
class-rule-late-refused = Les rendus après la date limite sont refusés.
class-rule-answers-shown = Votre résultat s’affiche après chaque rendu.
class-rule-answers-hidden = Les résultats ne s’affichent pas après le rendu.
class-items = Exercices
class-item-not-open = pas encore ouvert
class-item-to-do = à faire
class-item-closed = fermé
class-item-attempts = { $count ->
    [one] rendu, { $count } tentative
   *[other] rendu, { $count } tentatives
}
class-item-attempts-of = { $count ->
    [one] rendu : { $count } tentative utilisée sur { $allowed }
   *[other] rendu : { $count } tentatives utilisées sur { $allowed }
}
class-attempts = Vos tentatives
class-col-item = Exercice
class-col-attempt = Tentative
class-col-submitted = Rendu le
class-col-result = Résultat
class-correct = Juste
class-incorrect = Pas juste
class-result-hidden = Enregistré. Votre enseignant voit le résultat.

## Faire un exercice

class-goal = Objectif
class-item-broken = Cet exercice ne peut pas s’afficher. Prévenez votre enseignant.
class-start-explain = { $minutes ->
    [one] Cette tentative est chronométrée : { $minutes } minute à partir du début.
   *[other] Cette tentative est chronométrée : { $minutes } minutes à partir du début.
}
class-start = Commencer la tentative
class-time-left = Temps restant :
class-time-up = Le temps est écoulé. Le serveur refuse ce qui arrive après.
class-submit = Rendre
class-submitted-attempt = Tentative { $n } enregistrée.
class-waiting-to-send = En attente d'envoi : votre réponse est gardée dans ce navigateur et part vers le serveur dès qu'il est joignable.
class-offline-copy = Vous êtes hors ligne : voici la copie de cette page gardée sur cet appareil lors de votre dernière visite. Une réponse donnée maintenant attend ici et part dès le retour du réseau.
class-submitted-late = Elle est arrivée après la date limite et est marquée en retard.
class-response-quiz = Vous avez choisi { $chosen } ; la réponse attendue est { $expected }.
class-response-challenge = { $total ->
    [one] { $passed } test caché réussi sur { $total }.
   *[other] { $passed } tests cachés réussis sur { $total }.
}
class-response-simulator-reached = { $count ->
    [one] Objectif atteint en { $count } commande.
   *[other] Objectif atteint en { $count } commandes.
}
class-response-simulator-missed = { $count ->
    [one] Objectif non atteint après { $count } commande.
   *[other] Objectif non atteint après { $count } commandes.
}

# "Keep my progress on the group server" on the student's class page.
class-keep-heading = Votre progression sur vos autres appareils
class-keep-intro = Vos leçons, vos réponses et vos cartes de révision sont gardées dans ce navigateur. Activez cette option pour en garder aussi une copie sur le serveur de votre groupe : chaque appareil sur lequel vous vous connectez y envoie sa progression et récupère ce que les autres ont fait. La désactiver supprime la copie du serveur.
class-keep-label = Garder ma progression sur le serveur du groupe
class-keep-synced = Votre progression est gardée sur le serveur, et ce navigateur est à jour.
class-keep-off = Votre progression n’est plus gardée sur le serveur : sa copie est supprimée. Ce navigateur garde la sienne.
