import type { SignupContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const signup = {
  meta: {
    path: routes.signup,
    title: "Inscription",
    description:
      "Rejoignez Talanta AI en tant que développeur pour apprendre par la pratique et percevoir un revenu sur de vrais projets, ou demandez un appel exploratoire pour concevoir des solutions d’IA avec des talents sélectionnés du monde entier.",
  },
  toggleLabel: "Vous êtes\u00a0:",
  modes: { developer: "Talent en IA", organization: "Organisation" },
  developer: {
    heading: "Inscription",
    intro: "Rejoignez une communauté mondiale de créateurs de solutions d’IA et commencez à apprendre sur des projets concrets.",
    fields: {
      username: {
        label: "Nom d’utilisateur",
        placeholder: "ex.\u00a0: amara_dev",
        hint: "Lettres, chiffres, tirets ou tirets bas uniquement, sans espace.",
      },
      fullName: { label: "Nom complet", placeholder: "Prénom et nom" },
      email: { label: "Adresse e-mail", placeholder: "vous@exemple.com" },
      password: { label: "Mot de passe", placeholder: "Au moins 8\u00a0caractères", hint: "Au moins 8\u00a0caractères." },
      confirmPassword: { label: "Confirmer le mot de passe", placeholder: "Répétez votre mot de passe" },
    },
    terms: {
      before: "En vous inscrivant, vous reconnaissez avoir lu et accepté nos ",
      linkLabel: "conditions d’utilisation",
      href: routes.terms,
      after: ".",
    },
    submitLabel: "S’inscrire",
    sendingLabel: "Inscription en cours…",
  },
  organization: {
    heading: "Demander un appel exploratoire",
    intro: "Présentez-nous votre organisation\u00a0: nous conviendrons d’un court appel pour explorer ensemble les pistes de collaboration.",
    fields: {
      name: { label: "Votre nom", placeholder: "Prénom et nom" },
      companyEmail: { label: "Adresse e-mail professionnelle", placeholder: "vous@entreprise.com" },
      organizationType: { label: "Type d’organisation", placeholder: "Sélectionnez un type d’organisation" },
      otherType: { label: "Autre type d’organisation", placeholder: "Précisez le type de votre organisation…" },
    },
    organizationTypes: [
      "Start-up (pré-amorçage ou amorçage)",
      "Entreprise en forte croissance (scale-up)",
      "PME",
      "Grande entreprise",
      "Organisation de la société civile",
      "Organisme public",
      "Autre",
    ],
    otherOption: "Autre",
    consent: "Nous n’utiliserons vos coordonnées que pour vous contacter au sujet de cet appel exploratoire.",
    submitLabel: "Demander un appel",
    sendingLabel: "Envoi de la demande…",
  },
  showPassword: "Afficher le mot de passe",
  hidePassword: "Masquer le mot de passe",
  panel: {
    banner: "Talanta AI",
    developer: {
      tagline: "Faites progresser votre carrière en IA grâce à des projets concrets et à une communauté qui vous soutient.",
      benefits: [
        {
          title: "Montée en compétences",
          description: "Des simulations d’emploi et des cours par projets pour acquérir des compétences directement opérationnelles.",
        },
        { title: "Ressources", description: "Supports d’apprentissage, mentorat et soutien au bien-être quand vous en avez besoin." },
        { title: "Partenariats", description: "Travaillez sur les cahiers des charges d’organisations partenaires du monde entier." },
        { title: "Conseil", description: "Rejoignez des équipes de conseil et percevez un revenu tout en apprenant." },
      ],
    },
    organization: {
      tagline: "Concevez des solutions d’IA durables avec des talents sélectionnés des marchés émergents.",
      benefits: [
        { title: "Solutions sur mesure", description: "Des produits d’IA conçus autour de vos données, de vos utilisateurs et de vos objectifs." },
        { title: "Conseil d’experts", description: "Des conseils pratiques d’ingénieurs qui ont déjà déployé l’IA en production." },
        { title: "Transformation numérique", description: "Modernisez processus et plateformes pas à pas, sans rupture." },
        { title: "Partenariat stratégique", description: "Un partenaire durable pour vos besoins en talents, qui grandit avec votre organisation." },
      ],
    },
  },
} satisfies SignupContent;
