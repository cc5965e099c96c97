# La page de confidentialité : ce que la classe conserve, combien de temps,
# qui le voit.

privacy-title = Confidentialité
privacy-lead = Les leçons et les outils d’entraînement ne conservent rien sur vous côté serveur. Seule la classe le fait, et seulement ce dont elle a besoin.
privacy-kept-title = Ce que le serveur conserve
privacy-kept-students = Pour un étudiant : le nom affiché que vous choisissez, les groupes rejoints et leur date, une empreinte de votre code de récupération (SHA-256 ; le code lui-même n’est pas conservé), et chaque rendu avec son heure, votre réponse et sa note.
privacy-kept-instructors = Pour un enseignant : le nom, le mot de passe sous forme d’empreinte argon2id, les groupes et les devoirs, et les exercices téléversés.
privacy-kept-not = Aucune adresse e-mail, aucun pistage, aucune mesure d’audience. Les sessions sont des jetons aléatoires conservés sous forme d’empreinte ; les journaux de requêtes gardent les chemins sans les codes d’accès, jamais un mot de passe, un code ou une session.
privacy-browser-title = Ce que votre navigateur conserve
privacy-browser-body = Un cookie de session tant que vous êtes connecté, et un rendu en attente de la réponse du serveur. La déconnexion termine la session sur le serveur et efface ce que ce navigateur gardait pour votre compte : un ordinateur partagé ne garde rien de vous. Votre progression hors de la classe reste uniquement dans votre navigateur, sauf si vous activez « garder ma progression sur le serveur du groupe » sur la page de la classe : le serveur en garde alors aussi une copie (leçons lues, réponses, examens, cartes de révision) jusqu’à ce que vous désactiviez l’option, quittiez votre dernier groupe ou en soyez retiré, ce qui la supprime. La déconnexion efface alors aussi la progression de ce navigateur.
privacy-who-title = Qui le voit
privacy-who-body = Vous voyez vos propres rendus et résultats. Les enseignants d’un groupe voient les noms affichés, les rendus et les résultats de ses étudiants. Personne d’autre : les autres étudiants ne voient jamais les vôtres.
privacy-leave-title = Partir et supprimer
privacy-leave-student = Un étudiant peut quitter un groupe depuis la page Classe : ses rendus et résultats dans ce groupe sont supprimés aussitôt.
privacy-leave-instructor = Un enseignant peut retirer un étudiant, ou supprimer un groupe avec tout ce qu’il contient. L’hébergeur de ce serveur peut tout supprimer.
privacy-how-long-title = Pour combien de temps
privacy-how-long-data = Les rendus et les résultats restent jusqu’à ce que l’étudiant quitte le groupe, que l’enseignant les retire ou supprime le groupe, ou que l’hébergeur les supprime.
privacy-how-long-sessions = Les sessions se terminent à la déconnexion, ou au bout de { $instructor ->
    [one] { $instructor } jour
   *[other] { $instructor } jours
} pour un enseignant et de { $student ->
    [one] { $student } jour
   *[other] { $student } jours
} pour un étudiant.
